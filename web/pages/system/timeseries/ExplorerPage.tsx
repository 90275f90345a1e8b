import { Suspense, useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { TimeseriesSchema } from '../../../api/generated/types'
import { useList, useQuery } from '../../../api/reads'
import { oxqlProblem } from '../../../api/oxql-result'
import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import { CheckboxField, TextAreaField, TextField } from '../../../ui/Field'
import { PageHeader } from '../../../ui/PageHeader'
import { Spinner } from '../../../ui/Spinner'
import { formatDateTime } from '../../../util/time'
import { formatValue } from '../../../util/format-value'
import { TimeSeriesChart } from '../../common/metrics/MetricChart'
import {
  GROUP_BY_UNALIGNED,
  alignedVersion,
  buildQuery,
  toChartData,
  toRows,
  type Unit,
} from '../../common/metrics/oxql'
import { useFleetAccess } from '../use-fleet-access'
import { ErrorBox } from '../../../ui/ErrorBox'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'

const ROW_LIMIT = 500
/** Every schema (all pages, one cached load shared by the picker and the units lookup). */
const SCHEMAS = { query: {} }
/** The picker's list shows this many matches at most, and says so when there are more. */
const SHOWN_SCHEMAS = 100

/** A starting query for a schema: the last hour, aligned, optionally grouped. */
export function starterQuery(schema: string, groupBy: string[]) {
  return buildQuery({ metric: schema, range: { preset: '1h' }, groupBy: groupBy.length ? groupBy : undefined })
}

function SchemaPicker({ onPick }: { onPick: (s: TimeseriesSchema) => void }) {
  const schemas = useList('systemTimeseriesSchemaList', SCHEMAS)
  const [search, setSearch] = useState('')
  if (schemas.error && !schemas.items.length) return <ErrorBox>{schemas.error.message}</ErrorBox>
  if (!schemas.data) return <Spinner label="Loading schemas" />
  const matches = schemas.items.filter((s) => s.timeseriesName.includes(search.trim().toLowerCase()))
  return (
    <section className="stack" aria-labelledby="schemas-heading">
      <h2 id="schemas-heading">Schemas</h2>
      <TextField label="Search schemas" type="search" value={search} onValue={setSearch} placeholder="e.g. vcpu" />
      <AllItemsStatus state={schemas} noun="schemas" onRetry={() => void schemas.mutate()} />
      <ul
        aria-label="Timeseries schemas"
        style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: '16rem', overflow: 'auto' }}
      >
        {matches.slice(0, SHOWN_SCHEMAS).map((s) => (
          <li key={s.timeseriesName}>
            <Button size="sm" variant="ghost" onClick={() => onPick(s)}>
              {s.timeseriesName}
            </Button>{' '}
            <span className="muted">{s.description.metric}</span>
          </li>
        ))}
        {!matches.length && <li className="muted">No schema matches “{search}”</li>}
      </ul>
      {matches.length > SHOWN_SCHEMAS && (
        <p className="muted" role="status">
          Showing {SHOWN_SCHEMAS} of {matches.length.toLocaleString('en-US')} schemas: search to narrow the list.
        </p>
      )}
    </section>
  )
}

function SchemaBuilder({ schema, onQuery }: { schema: TimeseriesSchema; onQuery: (q: string) => void }) {
  const [groupBy, setGroupBy] = useState<string[]>([])
  return (
    <section className="stack" aria-labelledby="builder-heading">
      <h2 id="builder-heading">{schema.timeseriesName}</h2>
      <p className="muted">
        {schema.description.target}: {schema.description.metric} ({schema.datumType}, {schema.units})
      </p>
      <fieldset>
        <legend>Group by (sums the other fields away)</legend>
        {schema.fieldSchema.map((f) => (
          <CheckboxField
            key={f.name}
            label={`${f.name} (${f.fieldType}, ${f.source})`}
            checked={groupBy.includes(f.name)}
            onChecked={(on) => setGroupBy(on ? [...groupBy, f.name] : groupBy.filter((g) => g !== f.name))}
          />
        ))}
      </fieldset>
      <div>
        <Button size="sm" onClick={() => onQuery(starterQuery(schema.timeseriesName, groupBy))}>
          Build query
        </Button>
      </div>
    </section>
  )
}

/** The server's group_by message (the rules: errors), explained, with the aligned query one click away. */
function UnalignedHelp({ query, onRun }: { query: string; onRun: (q: string) => void }) {
  const fixed = alignedVersion(query)
  return (
    <ErrorBox title={GROUP_BY_UNALIGNED}>
      <p>
        <code>group_by</code> combines timeseries point by point, so their timestamps must line up. Raw samples arrive
        at different instants for each timeseries; put them into regular time windows first with an <code>align</code>{' '}
        step before <code>group_by</code>, for example <code>| align mean_within(1m)</code>.
      </p>
      {fixed && (
        <p>
          Try: <code>{fixed}</code>{' '}
          <Button size="sm" onClick={() => onRun(fixed)}>
            Run aligned query
          </Button>
        </p>
      )}
    </ErrorBox>
  )
}

function Results({ query, onRun, unit }: { query: string; onRun: (q: string) => void; unit: Unit }) {
  const result = useQuery('systemTimeseriesQuery', { body: { query } })
  if (result.error) {
    if (result.error.message === GROUP_BY_UNALIGNED) return <UnalignedHelp query={query} onRun={onRun} />
    return <ErrorBox title="The query failed">{result.error.message}</ErrorBox>
  }
  if (!result.data) return <Spinner label="Running query" />
  // an answer not of an OxQL result's shape says what is wrong with it instead of failing the page
  const problem = oxqlProblem(result.data)
  if (problem)
    return (
      <ErrorBox title="Could not read the answer" onRetry={() => void result.mutate()}>
        {problem}
      </ErrorBox>
    )
  const { rows, total, fieldNames, valueCount } = toRows(result.data, ROW_LIMIT)
  if (!total) return <p className="muted">The query returned no points.</p>
  const chart = toChartData(result.data)
  const numeric = chart.series.some((s) => s.values.some((v) => v !== null))
  return (
    <section className="stack" aria-labelledby="results-heading">
      <h2 id="results-heading">Results</h2>
      {numeric && (
        <Suspense fallback={<Spinner label="Loading chart" />}>
          <TimeSeriesChart data={chart} unit={unit} title="Query result" />
        </Suspense>
      )}
      <p className="muted">{total > ROW_LIMIT ? `Showing the first ${ROW_LIMIT} of ${total} rows` : `${total} rows`}</p>
      <div className="table-wrap">
        <table className="table" aria-label="Query results">
          <thead>
            <tr>
              <th scope="col">Table</th>
              {fieldNames.map((f) => (
                <th scope="col" key={f}>
                  {f}
                </th>
              ))}
              <th scope="col">Timestamp</th>
              {Array.from({ length: valueCount }, (_, j) => (
                <th scope="col" key={j}>
                  {valueCount > 1 ? `Value ${j}` : 'Value'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{r.table}</td>
                {fieldNames.map((f) => (
                  <td key={f}>{r.fields[f] ?? ''}</td>
                ))}
                <td>
                  <time dateTime={r.timestamp}>{formatDateTime(new Date(r.timestamp))}</time>
                </td>
                {r.values.map((v, j) => (
                  <td key={j}>{typeof v === 'number' ? formatValue(unit, v) : (v ?? '–')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** system/timeseries: pick a schema, build or type an OxQL query, run it; the query lives in ?q=. */
export default function ExplorerPage() {
  useFleetAccess()
  const search = useSearch()
  const [, navigate] = useLocation()
  const q = new URLSearchParams(search).get('q') ?? ''
  const [text, setText] = useState(q)
  const [schema, setSchema] = useState<TimeseriesSchema>()
  const schemas = useList('systemTimeseriesSchemaList', SCHEMAS)
  useEffect(() => setText(q), [q])
  const run = (query: string) => navigate(`${to.systemTimeseries()}?${new URLSearchParams({ q: query.trim() })}`)
  const name = /\bget\s+([a-z0-9_]+:[a-z0-9_]+)/.exec(q)?.[1]
  const units = schemas.data?.items.find((s) => s.timeseriesName === name)?.units
  const unit: Unit = units === 'bytes' ? 'bytes' : units === 'nanoseconds' ? 'nanoseconds' : 'count'
  return (
    <>
      <PageHeader docs="metrics" title="Time-series explorer" />
      <div className="stack">
        <SchemaPicker
          onPick={(s) => {
            setSchema(s)
            setText(starterQuery(s.timeseriesName, []))
          }}
        />
        {schema && <SchemaBuilder key={schema.timeseriesName} schema={schema} onQuery={setText} />}
        <form
          className="stack"
          aria-label="Query editor"
          onSubmit={(e) => {
            e.preventDefault()
            if (text.trim()) run(text)
          }}
        >
          <TextAreaField
            label="OxQL query"
            rows={3}
            value={text}
            onValue={setText}
            spellCheck={false}
            hint="e.g. get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h | align mean_within(1m) | group_by [state], sum"
          />
          <div>
            <Button
              type="submit"
              variant="primary"
              disabledReason={text.trim() ? undefined : 'Type a query or pick a schema'}
            >
              Run query
            </Button>
          </div>
        </form>
        {q && <Results key={q} query={q} onRun={run} unit={unit} />}
      </div>
    </>
  )
}
