#!/usr/bin/env node
/**
 * Prints the plain `N passed, N failed` line CI reads, from the Vitest and Playwright JSON reports
 * (unit, e2e, faults, cluster). Exits 1 when a report is missing or anything failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const REPORTS = [
  { runner: 'unit', file: '.vitest-reports/unit.json', read: readVitest },
  { runner: 'e2e', file: 'e2e/artifacts/results.json', read: readPlaywright },
  { runner: 'faults', file: '.vitest-reports/faults.json', read: readVitest },
  { runner: 'cluster', file: '.vitest-reports/cluster.json', read: readVitest },
  { runner: 'cluster e2e', file: 'e2e/artifacts/results-cluster.json', read: readPlaywright },
];

/** A file that fails to load fails no test, so it is counted itself. */
function readVitest(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  const notes = brokenFiles.map(
    (file) => `${path.relative(ROOT, file.name)} failed to run: ${firstLine(file.message)}`,
  );
  // By name, so the summary at the end of a long log says what to look at.
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      notes.push(
        `failed: ${path.relative(ROOT, file.name)} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
  }
  const result = {
    passed: count(report.numPassedTests),
    failed: count(report.numFailedTests) + brokenFiles.length,
    skipped: count(report.numPendingTests) + count(report.numTodoTests),
    notes,
  };
  // Unhandled errors, a bad configuration or no test files fail the run without failing a test.
  if (report.success === false && result.failed === 0) {
    result.failed = 1;
    notes.push('the run failed outside any test (unhandled error, configuration, or no tests): see its log');
  }
  return result;
}

/** Expected = passed, unexpected = failed, flaky = passed after a retry. */
function readPlaywright(report) {
  const stats = report.stats ?? {};
  // Errors outside any test (the web server did not start, a spec does not compile) fail the run.
  const globalErrors = report.errors ?? [];
  const notes = globalErrors.map((error) => `run error: ${firstLine(error.message)}`);
  if (count(stats.flaky) > 0) notes.push(`${stats.flaky} flaky (passed on retry)`);
  for (const { titles, test } of playwrightTests(report.suites ?? [], [])) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const error = test.results?.find((result) => result.error)?.error;
    notes.push(
      `${test.status === 'flaky' ? 'flaky' : 'failed'}: ${titles.join(' › ')}: ${firstLine(error?.message)}`,
    );
  }
  return {
    passed: count(stats.expected) + count(stats.flaky),
    failed: count(stats.unexpected) + globalErrors.length,
    skipped: count(stats.skipped),
    notes,
  };
}

function* playwrightTests(suites, parents) {
  for (const suite of suites) {
    const titles = suite.title ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { titles: [...titles, spec.title], test };
    }
    yield* playwrightTests(suite.suites ?? [], titles);
  }
}

function count(value) {
  return Number.isInteger(value) && value > 0 ? value : 0;
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(text) {
  return (
    String(text ?? '')
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find(Boolean) ?? 'unknown error'
  );
}

function format({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

const total = { passed: 0, failed: 0, skipped: 0 };
let isBroken = false;

for (const { runner, file, read } of REPORTS) {
  const fullPath = path.join(ROOT, file);
  let result;
  if (!existsSync(fullPath)) {
    result = {
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: [`no report at ${file} (the runner did not run or crashed)`],
    };
    isBroken = true;
  } else {
    try {
      result = read(JSON.parse(readFileSync(fullPath, 'utf8')));
    } catch (error) {
      result = { passed: 0, failed: 1, skipped: 0, notes: [`unreadable report ${file}: ${error.message}`] };
      isBroken = true;
    }
  }
  console.log(`${runner}: ${format(result)}`);
  for (const note of result.notes) console.log(`  ${runner}: ${note}`);
  total.passed += result.passed;
  total.failed += result.failed;
  total.skipped += result.skipped;
}

console.log(format(total));
process.exitCode = isBroken || total.failed > 0 ? 1 : 0;
