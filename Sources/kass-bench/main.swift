import Foundation
import HeadlessUI

/// `kass-bench <suite> [--json] [--runs N]`: runs a benchmark suite and prints a table of medians.
@MainActor
func runBenchmarks() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let options: BenchmarkOptions
    do {
        options = try BenchmarkOptions(
            parsing: arguments, suites: BenchmarkRegistry.suites.map(\.name),
            defaults: BenchmarkRegistry.suites.filter(\.runsByDefault).map(\.name)
        )
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        return 2
    }
    if options.showHelp {
        print(BenchmarkOptions.usage(suites: BenchmarkRegistry.suites), terminator: "")
        return 0
    }
    #if DEBUG
    FileHandle.standardError.write(
        Data("kass-bench: warning: this is a debug build; figures are meaningless. Use `swift run -c release kass-bench`.\n".utf8)
    )
    #endif
    var results: [BenchmarkResult] = []
    for suite in BenchmarkRegistry.suites where options.suites.contains(suite.name) {
        results += suite.run(options.runs)
    }
    print(options.json ? BenchmarkReport.json(results) : BenchmarkReport.table(results))
    return 0
}

exit(MainActor.assumeIsolated { runBenchmarks() })
