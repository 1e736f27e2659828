import { and, asc, desc, eq } from 'drizzle-orm';
import type { ProgrammeFileKind } from '../../../contract/back-office-programmes';
import { programmeFiles, residences } from '../schema';
import type { DbOrTx } from '../tx';
import { residenceVisibleTo, type Caller } from './catalogue-scope';

/** Images and documents the back office added to programmes; the bytes are in the file storage. */
export async function listProgrammeFiles(db: DbOrTx, params: { residenceId: number }) {
  return db
    .select()
    .from(programmeFiles)
    .where(eq(programmeFiles.residenceId, params.residenceId))
    .orderBy(asc(programmeFiles.kind), desc(programmeFiles.id));
}

export async function insertProgrammeFile(
  db: DbOrTx,
  values: { residenceId: number; kind: ProgrammeFileKind; title: string; storageKey: string; contentType: string; size: number; uploadedBy: number; createdAt: Date },
) {
  const [row] = await db.insert(programmeFiles).values(values).returning();
  return row;
}

/** A file of a residence the caller sees (undefined otherwise: the route answers 404). */
export async function findVisibleProgrammeFile(db: DbOrTx, params: { caller: Caller; id: number }) {
  const [row] = await db
    .select({ file: programmeFiles })
    .from(programmeFiles)
    .innerJoin(residences, eq(residences.id, programmeFiles.residenceId))
    .where(and(eq(programmeFiles.id, params.id), residenceVisibleTo(params.caller)))
    .limit(1);
  return row?.file;
}

export async function deleteProgrammeFile(db: DbOrTx, params: { id: number; residenceId: number }) {
  const [row] = await db
    .delete(programmeFiles)
    .where(and(eq(programmeFiles.id, params.id), eq(programmeFiles.residenceId, params.residenceId)))
    .returning();
  return row;
}
