import { REGULATORY_FILE_ERROR, regulatoryFileName } from '@mentor/contract/pix';
import { pix } from '@mentor/contract/pix-endpoints';
import { api } from '../../../shared/lib/api';
import { downloadBlob } from '../../../shared/ui/download';

/** Fetches the month's regulatory XML and saves it as `{type}_{month}_{year}.xml`. */
export async function downloadRegulatoryFile(month: number, year: number): Promise<string> {
  const blob = await api.call(pix.regulatoryFile, { params: { month, year } });
  if (!(blob instanceof Blob)) throw new Error(REGULATORY_FILE_ERROR);
  const fileName = regulatoryFileName(month, year);
  downloadBlob(blob, fileName);
  return fileName;
}
