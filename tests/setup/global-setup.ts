/** Integration tests run against the real build: make sure it is current. */
import { buildIfStale } from '../../scripts/build-if-stale.ts';

export default function setup() {
  buildIfStale();
}
