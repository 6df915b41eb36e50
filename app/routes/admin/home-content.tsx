import { Form, useNavigation } from 'react-router';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import type { LastResult } from '../../lib/forms.ts';
import { defineIntent, handleIntents } from '../../lib/intent-action.server.ts';
import { backOfficeMeta } from '../../lib/page-title.ts';
import { services } from '../../lib/services.server.ts';
import { requireStaff } from '../../modules/admin/access.server.ts';
import { listHomeContent, placeHomeItem } from '../../modules/admin/content.server.ts';
import { PlacementSchema } from '../../modules/admin/content-validation.ts';
import type { Route } from './+types/home-content';

export const meta = () => backOfficeMeta('Home page');

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'content');
  return listHomeContent(services(context).database.db);
}

const KINDS = { slide: 'slide', video: 'video' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, 'content');
  const db = services(context).database.db;
  const place = (kind: Kind) =>
    defineIntent({
      schema: PlacementSchema,
      coerce: false,
      run: async (input) => {
        await placeHomeItem(db, staff, kind, input);
        return `The ${kind} has been saved.`;
      },
    });
  return handleIntents(
    request,
    { [KINDS.slide]: place(KINDS.slide), [KINDS.video]: place(KINDS.video) },
    { intentOf: 'kind', target: 'id' },
  );
}

export default function AdminHomeContent({ loaderData, actionData }: Route.ComponentProps) {
  const { slides, videos } = loaderData;
  // A refused item's form keeps what was sent and shows why under its field.
  const refusal = (kind: Kind, id: number) =>
    actionData && !actionData.ok && actionData.intent === kind && actionData.target === String(id)
      ? actionData.result
      : undefined;
  return (
    <AdminPage title="Home page">
      {actionData ? <Alert tone={actionData.tone}>{actionData.message}</Alert> : null}
      <p className="admin-note">
        Lower positions come first (promotions, then products, then collections). A hidden item
        stays here; the home page shows the change on its next view.
      </p>
      <section className="admin-panel" aria-labelledby="slides-title">
        <h2 id="slides-title">Hero slides</h2>
        <ul className="admin-placements">
          {slides.map((slide) => (
            <li key={slide.id}>
              <Placement
                kind={KINDS.slide}
                id={slide.id}
                title={slide.title}
                titleKn={slide.titleKn}
                refused={refusal(KINDS.slide, slide.id)}
                detail={`${slide.type}${slide.target ? `: ${slide.target}` : ''}`}
                image={slide.image}
                position={slide.position}
                active={slide.active}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-panel" aria-labelledby="videos-title">
        <h2 id="videos-title">Watch and Shop videos</h2>
        <p className="admin-note">The home page shows the first six shown videos.</p>
        <ul className="admin-placements">
          {videos.map((video) => (
            <li key={video.id}>
              <Placement
                kind={KINDS.video}
                id={video.id}
                title={video.title}
                titleKn={video.titleKn}
                refused={refusal(KINDS.video, video.id)}
                detail="video"
                image={video.posterImage}
                position={video.position}
                active={video.active}
              />
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  );
}

function Placement(props: {
  kind: string;
  id: number;
  title: string;
  titleKn: string | null;
  refused: LastResult;
  detail: string;
  image: string;
  position: number;
  active: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.formData?.get('kind') === props.kind &&
    navigation.formData?.get('id') === String(props.id);
  const field = `${props.kind}-${props.id}`;
  const sent = props.refused?.initialValue;
  const titleKn = typeof sent?.titleKn === 'string' ? sent.titleKn : (props.titleKn ?? '');
  return (
    <Form method="post" className="admin-placement" aria-label={`${props.title} (${props.detail})`}>
      <input type="hidden" name="kind" value={props.kind} />
      <input type="hidden" name="id" value={props.id} />
      <img src={props.image} alt="" width={96} height={54} loading="lazy" />
      <div className="admin-placement__text">
        <strong>{props.title}</strong>
        <span className="admin-note">{props.detail}</span>
      </div>
      <Field
        key={`${props.titleKn}-${titleKn}`}
        className="admin-placement__title-kn"
        id={`${field}-title-kn`}
        name="titleKn"
        label="Title (Kannada)"
        optional
        lang="kn"
        maxLength={120}
        defaultValue={titleKn}
        error={props.refused?.error?.titleKn?.[0] ?? undefined}
      />
      <div className="field admin-placement__position">
        <label className="field__label" htmlFor={`${field}-position`}>
          Position
        </label>
        <input
          id={`${field}-position`}
          className="field__control"
          name="position"
          inputMode="numeric"
          maxLength={4}
          defaultValue={props.position}
          key={props.position}
        />
      </div>
      <div className="admin-check">
        <input
          id={`${field}-active`}
          type="checkbox"
          name="active"
          value="on"
          defaultChecked={props.active}
          key={String(props.active)}
        />
        <label htmlFor={`${field}-active`}>Shown</label>
      </div>
      <Button type="submit" variant="secondary" size="sm" loading={busy}>
        Save
      </Button>
    </Form>
  );
}
