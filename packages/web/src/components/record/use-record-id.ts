import { useParams } from "wouter";

/** The `:id` of an edit route as a number, or null for `new`. */
export function useRecordId(): number | null {
  const params = useParams<{ id: string }>();
  const id = params.id;
  return id && /^\d+$/.test(id) ? Number(id) : null;
}
