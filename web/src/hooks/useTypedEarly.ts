import { useEffect, useState, type RefObject } from 'react';

/**
 * The search text of a searchable Mantine Select whose page was rendered by the server: what the
 * reader typed into it before its code ran (docs/decisions/044: the hero's form hydrates at the
 * first touch) is kept, not wiped by the first render. Spread the result on the Select.
 */
export function useTypedEarly(input: RefObject<HTMLInputElement | null>) {
  const [searchValue, onSearchChange] = useState('');
  useEffect(() => {
    // After the Select's own first effects (children's run first): the element still shows what
    // was typed, the state does not know it yet.
    const element = input.current;
    if (element && element.value !== '' && document.activeElement === element) onSearchChange(element.value);
  }, [input]);
  return { searchValue, onSearchChange };
}
