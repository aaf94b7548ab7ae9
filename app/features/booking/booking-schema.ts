import { z } from "zod";
import { emailField, fullNameField, phoneField } from "#app/features/leads/fields.ts";
import { SERVICE_TYPES, type ServiceType } from "#app/features/leads/form-contract.ts";

const topics = SERVICE_TYPES.map((s) => s.value) as [ServiceType, ...ServiceType[]];

export const SLOT_FIELD = "slot";
export const TAKEN_MESSAGE = "That time was just taken. Please pick another time below.";
export const PICK_SLOT = "Choose a time for the call";

/** A slot is the UTC instant the server offered (an ISO string from the slot list). */
export const slotField = z.iso.datetime({ error: PICK_SLOT });

/** The booking form: the chosen slot, who to call and about what. The server parse is the authority. */
export const BookingSchema = z.strictObject({
  slot: slotField,
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  topic: z.enum(topics, { error: "Choose what the call is about" }),
});

export type Booking = z.output<typeof BookingSchema>;

export const RescheduleSchema = z.strictObject({ slot: slotField });

export function isTopic(value: string | null): value is ServiceType {
  return topics.includes(value as ServiceType);
}
