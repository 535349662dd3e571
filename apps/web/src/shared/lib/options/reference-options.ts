import { lookups } from '@mentor/contract/lookups-endpoints';
import { merchants } from '@mentor/contract/merchants-endpoints';
import { pix } from '@mentor/contract/pix-endpoints';
import { projects } from '@mentor/contract/projects-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/endpoint-client';
import { defineOptionSource, type OptionSource, type SelectOption } from './option-source';

/** Projects the caller may see, by trade name (top bar, list filters, forms). */
export const projectOptions: OptionSource = defineOptionSource({
  queryKey: ['projects', 'options'],
  load: async (signal) => {
    const page = await api.call(projects.listProjects, {
      query: { sortBy: 'trade', perPage: 1000 },
      signal,
    });
    return page.data.map((project) => ({ value: String(project.id), label: project.trade }));
  },
});

/** Sales channels. */
export const channelOptions: OptionSource = defineOptionSource({
  queryKey: ['channels', 'options'],
  load: async (signal) => {
    const channels = await api.call(lookups.listChannels, { signal });
    return channels.map((channel) => ({ value: String(channel.id), label: channel.channel_name }));
  },
});

/**
 * Apps (app_code filter of transactions), shown by app_name. A failure is swallowed and leaves
 * the options empty (spec core §8).
 */
export const appOptions: OptionSource = defineOptionSource({
  queryKey: ['apps'],
  load: async (signal) => {
    try {
      const apps = await api.call(lookups.listApps, { signal });
      return apps.map((app) => ({ value: app.app_code, label: app.app_name }));
    } catch {
      return [];
    }
  },
});

/** Merchant category codes ('5999 - name'), valued by the 4-digit code (the reference table, in one page). */
export const mccOptions: OptionSource = defineOptionSource({
  queryKey: ['mcc', 'options'],
  load: async (signal) => {
    const page = await api.call(merchants.listMccs, { query: { page: 1, perPage: 5000 }, signal });
    return page.data.map((m) => ({ value: m.mcc, label: `${m.mcc} - ${m.mcc_name}` }));
  },
  staleTime: 3_600_000,
});

/** White labels of the caller's scope ('fantasy name (ISPB)'), valued by uuid (Pix, onboarding). */
export const whiteLabelOptions: OptionSource = defineOptionSource({
  queryKey: ['pix', 'white-labels'],
  load: async (signal) => {
    const whiteLabels = await api.call(pix.listWhiteLabels, { signal });
    return whiteLabels.map((wl) => ({ value: wl.uuid, label: `${wl.fantasyName} (${wl.ispb})` }));
  },
});

const NO_OPTIONS: SelectOption[] = [];

/** The options of a source (empty until loaded or on failure). */
export function useOptionSource(source: OptionSource, enabled = true): SelectOption[] {
  const query = useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => source.load(signal),
    staleTime: source.staleTime ?? 300_000,
    enabled,
  });
  return query.data ?? NO_OPTIONS;
}
