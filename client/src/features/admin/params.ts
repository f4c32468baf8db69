import { notFound } from '@tanstack/react-router';

/** `$id` route params as positive integers; anything else is the not-found screen. */
export const adminIdParams = {
  parse: (raw: { id: string }) => {
    const id = Number(raw.id);
    if (!Number.isInteger(id) || id <= 0) throw notFound();
    return { id };
  },
  stringify: (params: { id: number }) => ({ id: String(params.id) }),
};
