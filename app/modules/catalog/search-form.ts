/** The search form's schema, over the search-term rule: for the server and the API. */
import { z } from 'zod';
import { ruleSchema } from '../../lib/zod-rules.ts';
import { SEARCH_REQUIRED_MESSAGE, searchTermError } from './search-term.ts';

export const SearchTermSchema = ruleSchema(searchTermError, SEARCH_REQUIRED_MESSAGE);

/** The 'Search Products' form. */
export const SearchFormSchema = z.object({ q: SearchTermSchema });
