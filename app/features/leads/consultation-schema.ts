import { z } from "zod";
import { emailField, fullNameField, oneLine, phoneField, termsField } from "./fields.ts";
import { DETAILS_MAX, SERVICE_TYPES, type ServiceType } from "./form-contract.ts";

export { SERVICE_TYPES, type ServiceType };

const serviceTypeValues = SERVICE_TYPES.map((s) => s.value) as [ServiceType, ...ServiceType[]];

/** The consultation request form (SPEC §3, §5), validated in the browser and, authoritatively, on the server. */
export const ConsultationSchema = z.strictObject({
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  city: z
    .string({ error: "Enter your city" })
    .transform(oneLine)
    .pipe(z.string().min(2, "Enter your city").max(80, "Keep the city under 80 characters")),
  serviceType: z.enum(serviceTypeValues, { error: "Choose the service you need" }),
  details: z
    .string()
    .trim()
    .max(DETAILS_MAX, `Keep the details under ${DETAILS_MAX} characters`)
    .optional()
    .transform((v) => v ?? ""),
  agreeToTerms: termsField,
});

export type Consultation = z.output<typeof ConsultationSchema>;

export function serviceTypeLabel(value: string): string {
  return SERVICE_TYPES.find((s) => s.value === value)?.label ?? value;
}
