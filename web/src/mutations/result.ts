/**
 * The data of a mutation that resolved. With Apollo's default error policy a failed mutation
 * rejects, so a resolved one without data means the server broke the schema's contract.
 */
export function resultData<T>(data: T | null | undefined): T {
  if (data == null) throw new Error('The server answered a mutation with no data');
  return data;
}
