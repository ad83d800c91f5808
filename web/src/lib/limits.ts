// Lengths the contract allows (openapi/components/schemas): the inputs hold no more than the server takes.
/** A person's name or surname: clientName of a booking, name and surname of the profile, sign-up's name. */
export const NAME_MAX_LENGTH = 100;
