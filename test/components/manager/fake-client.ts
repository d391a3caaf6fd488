/** The shared fakes (test/fakes/client.ts), as the manager tests import them. */
export { connectTo, fakeClient, link, page, pixel, type FakeClient } from '../../fakes/client';
