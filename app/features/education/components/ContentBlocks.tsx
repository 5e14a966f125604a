// Renders an article's or story's body blocks (app/domain/education/content-blocks.ts) as plain
// elements: text only, so nothing an author writes can become markup.
import type { ContentBlock } from "../../../domain/education/content-blocks";

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="content-blocks">
      {blocks.map((b, i) => {
        switch (b.type) {
          case "h2":
            return <h2 key={i}>{b.text}</h2>;
          case "ul":
            return (
              <ul key={i}>
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case "warning":
            return (
              <p key={i} className="content-warning" role="note">
                {b.text}
              </p>
            );
          default:
            return <p key={i}>{b.text}</p>;
        }
      })}
    </div>
  );
}
