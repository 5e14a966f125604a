// Keep a prescription (issue 14): its photo (JPG or PNG under 10 MB; a big one made
// smaller on the phone first) with the doctor, the prescribing date and notes. Saved
// through the outbox at once; the photo follows when online (record-files.ts). What is
// typed and chosen stays whatever goes wrong.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { uuidv7 } from "uuidv7";
import { BackLink } from "~/platform/ui/BackLink";
import { Field, FormSummary, TextareaField } from "~/platform/forms/Field";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { PRESCRIPTION_DOCTOR_MAX, PRESCRIPTION_NOTES_MAX } from "~/domain/prescriptions/rules";
import { localDate } from "~/domain/time/zoned-time";
import { useTimeZone } from "~/features/doses/hooks";
import { isOnline } from "~/platform/device/online";
import { addPrescription } from "~/features/prescriptions/writes";
import { fileAccept, fileProblem, PRESCRIPTION_IMAGE } from "~/platform/sync/record-files";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";
import type { ScreenDeclaration } from "~/screens";

// Its schema loads right after the page's code, not with it (loadEarly; docs/forms.md, 7).
const loadSchema = loadEarly(() => import("~/domain/prescriptions/schema").then((m) => m.prescriptionInsertSchema));

export const screen = { title: "prescriptionUpload", namespaces: ["prescriptions"] } satisfies ScreenDeclaration;

const text = (v: unknown) => String(v ?? "").trim() || null;

export default function PrescriptionUpload() {
  const { t } = useTranslation("prescriptions");
  const navigate = useNavigate();
  const outbox = useOutbox();
  const zone = useTimeZone();
  const [photo, setPhoto] = useState<File | null>(null);
  const problem = photo ? fileProblem(PRESCRIPTION_IMAGE, photo) : "missing";
  const kit = useValidatedForm(loadSchema, {
    ns: "prescriptions",
    defaults: { doctor_name: "", prescribing_date: "", notes: "" },
    prepare: (v) => ({
      doctor_name: text(v.doctor_name),
      prescribing_date: text(v.prescribing_date),
      notes: text(v.notes),
      upload_date: localDate(new Date(), zone),
    }),
    check: (data) => {
      if (data.prescribing_date && data.prescribing_date > data.upload_date) return { prescribing_date: "validation.prescriptionDateFuture" };
      return problem ? { photo: `upload.errors.${problem}` } : null;
    },
  });
  const { form, field, busy, onSubmit, summary, submitted, recheck } = kit;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the deps are the state whose render is re-checked; recheck reads the form itself.
  useEffect(recheck, [photo]);

  const save = onSubmit(async (data) => {
    if (!photo) return;
    try {
      const id = uuidv7();
      await addPrescription(
        outbox,
        id,
        { doctor_name: data.doctor_name ?? null, prescribing_date: data.prescribing_date ?? null, notes: data.notes ?? null },
        photo,
        data.upload_date,
      );
      toast({ variant: "success", title: t("upload.saved"), description: isOnline() ? undefined : t("image.waiting") });
      navigate(`/prescriptions/${id}`);
    } catch {
      toast({ variant: "destructive", title: t("upload.failed") });
    }
  });

  return (
    <main id="main" className="page stack">
      <BackLink to="/prescriptions" label={t("back")} />
      <h1>{t("upload.title")}</h1>
      <form {...form} className="card stack" onSubmit={(e) => void save(e)}>
        <FormSummary summary={summary} />
        <Field
          label={t("upload.photo")}
          hint={t("upload.photoHint")}
          type="file"
          name="photo"
          accept={fileAccept(PRESCRIPTION_IMAGE)}
          required
          error={submitted && problem ? t(`upload.errors.${problem}`) : photo && problem ? t(`upload.errors.${problem}`) : undefined}
          onChange={(e) => setPhoto(e.currentTarget.files?.[0] ?? null)}
        />
        <Field label={t("fields.doctor")} maxLength={PRESCRIPTION_DOCTOR_MAX} autoComplete="off" {...field("doctor_name")} />
        <Field label={t("fields.prescribingDate")} type="date" {...field("prescribing_date")} />
        <TextareaField label={t("fields.notes")} maxLength={PRESCRIPTION_NOTES_MAX} rows={3} {...field("notes")} />
        <div className="form-actions">
          <Link to="/prescriptions" className="button button-secondary">
            {t("cancel")}
          </Link>
          <SubmitButton busy={busy} label={t("upload.save")} busyLabel={t("upload.saving")} />
        </div>
      </form>
    </main>
  );
}
