import { Select } from "~/components/ui/field";
import { FEED_FORMAT_LABELS, FEED_FORMATS } from "~/lib/feed-formats";

const FORMAT_OPTIONS = FEED_FORMATS.map((format) => ({ value: format, label: FEED_FORMAT_LABELS[format] }));

/** A feed's format, or "" to have it detected from the feed itself. */
export function FeedFormatSelect({ id, name = "format" }: { id: string; name?: string }) {
  return (
    <Select id={id} name={name} defaultValue="" options={FORMAT_OPTIONS}>
      <option value="">Detect automatically</option>
    </Select>
  );
}
