#!/bin/sh
# Mimics an XCTest binary for the KassTool end-to-end tests. Argument 1 is a comma-separated
# filter of Module.Class/test ids; the defect comes from KASS_LAUNCH_ENVIRONMENT
# (FIXTURE_DEFECTS=id), the jitter seed from KASS_LAUNCH_ARGUMENTS (-HeadlessUIJitterSeed N).
defect=$(printf '%s' "$KASS_LAUNCH_ENVIRONMENT" | sed -n 's/.*FIXTURE_DEFECTS=\([^ ]*\).*/\1/p')
seed=$(printf '%s' "$KASS_LAUNCH_ARGUMENTS" | sed -n 's/.*-HeadlessUIJitterSeed \([0-9]*\).*/\1/p')
echo "SWIFT_BACKTRACE=$SWIFT_BACKTRACE"
echo "Test Suite 'Selected tests' started at 2026-01-01 00:00:00.000"
failures=0
IFS=','
for id in $1; do
  class=${id#*.}
  class=${class%%/*}
  name=${id##*/}
  echo "Test Case '$class.$name' started at 2026-01-01 00:00:00.000"
  verdict=passed
  case "$defect:$name" in
    amount-drops-decimals:test_transfer_amountFormatting) verdict=failed ;;
    double-submit:test_transfer_submitOnce) verdict=failed ;;
    crash-on-open:*) echo "Fatal error: the card screen crashed on open"; kill -SEGV $$ ;;
    hangs-forever:*) exec sleep 30 ;;
    fails-then-hangs:test_transfer_amountFormatting) verdict=failed ;;
    fails-then-hangs:*) exec sleep 30 ;;
    slow:*) sleep 0.3 ;;
    flaky-under-jitter:test_card_*) if [ "$seed" = "1" ]; then verdict=failed; fi ;;
  esac
  if [ -n "$FAKE_XCTEST_RED" ] && [ "$name" = "$FAKE_XCTEST_RED" ]; then verdict=failed; fi
  if [ "$verdict" = failed ]; then
    echo "/tmp/$class.swift:10: error: $class.$name : XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"
    failures=$((failures + 1))
  fi
  echo "Test Case '$class.$name' $verdict (0.010 seconds)"
done
echo "Test Suite 'Selected tests' finished at 2026-01-01 00:00:01.000"
echo "	 Executed some tests, with $failures failures (0 unexpected) in 0.1 (0.1) seconds"
[ "$failures" -eq 0 ]
