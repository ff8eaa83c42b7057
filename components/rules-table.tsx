import type { RulesTable as RulesTableData } from "@/content/rules/types";

/** A rules table from data: column headers on top, each row named by its first cell. */
export function RulesTable({ table }: { table: RulesTableData }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{table.caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-300">
            {table.head.map((cell) => (
              <th key={cell} scope="col" className="px-2 py-1.5">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([name, ...cells]) => (
            <tr key={name} className="border-b border-stone-200 align-top">
              <th scope="row" className="px-2 py-1.5 font-semibold">
                {name}
              </th>
              {cells.map((cell, i) => (
                <td key={i} className="px-2 py-1.5">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
