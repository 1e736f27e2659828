import { Table as MantineTable } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TABLE_CLASSES } from './table';

describe('Table', () => {
  it('draws its parts with the class names of Mantine’s Table stylesheet', () => {
    for (const [part, name] of Object.entries(TABLE_CLASSES)) expect(MantineTable.classes[part as keyof typeof MantineTable.classes], part).toBe(name);
  });
});
