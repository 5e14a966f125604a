// The signed-in user as the app sees it, on the server and in the browser.
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  emailVerified: boolean;
  createdAt: string;
}
