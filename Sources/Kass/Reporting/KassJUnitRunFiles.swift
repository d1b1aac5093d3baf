import Foundation

/// The files behind `<results>/junit.xml` when several processes of one run write it (one
/// `swift test` runs XCTest and Swift Testing in two processes; `--parallel` in many):
///
/// ```text
/// <results>/junit.xml                              every writer of the run, merged
/// <results>/junit-parts/<run id>/<writer id>.json  one writer's suites (a process's reporter)
/// <results>/junit-parts/.lock                      the advisory lock writers take in turn
/// ```
///
/// A writer ``publish(_:)``es all of its suites after each test, holding the lock: it replaces its
/// own part (atomically), reads every part of its run and replaces `junit.xml` with the merged
/// document (atomically, by rename). Writers therefore never lose each other's results, a reader
/// never sees half a file, and a writer that crashes leaves its last complete part behind. The run
/// id (``KassRunID``) keeps earlier runs out: a writer's first publish removes the parts of every
/// other run.
struct KassJUnitRunFiles: Sendable {
    /// One writer's results, as stored in its part.
    struct Part: Codable, Sendable {
        /// When the writer started (parts merge in this order).
        var startedAt: Date
        /// The writer's suites, in report order.
        var suites: [KassJUnitDocument.Suite]
    }

    /// `<results>/junit.xml`.
    let mergedFile: URL
    /// `<results>/junit-parts`.
    let partsDirectory: URL
    /// The run's folder of parts.
    let runDirectory: URL
    /// This writer's part.
    let partFile: URL
    /// When this writer started.
    let startedAt: Date
    /// Whether the parts of other runs were removed (on the first publish).
    private var clearedOtherRuns = false

    /// The files of writer `writerID` in run `runID` under `resultsDirectory`.
    init(resultsDirectory: URL, runID: String, writerID: String, startedAt: Date = Date()) {
        mergedFile = resultsDirectory.appendingPathComponent("junit.xml")
        partsDirectory = resultsDirectory.appendingPathComponent("junit-parts", isDirectory: true)
        runDirectory = partsDirectory.appendingPathComponent(KassRunID.safeFileName(runID), isDirectory: true)
        partFile = runDirectory.appendingPathComponent(KassRunID.safeFileName(writerID) + ".json")
        self.startedAt = startedAt
    }

    /// A writer id unique to this process and call: `<process id>-<random>`.
    static func uniqueWriterID() -> String {
        "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8).lowercased())"
    }

    /// Replaces this writer's part with `suites` and rebuilds `junit.xml` from every part of the
    /// run, holding the lock. Returns the problems met (none when all went well).
    mutating func publish(_ suites: [KassJUnitDocument.Suite]) -> [String] {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .secondsSince1970
            data = try encoder.encode(Part(startedAt: startedAt, suites: suites))
        } catch {
            return ["could not encode the JUnit results for \(partFile.path): \(error)"]
        }
        var problems: [String] = []
        let shouldClear = !clearedOtherRuns
        let lockProblem = KassFileLock.withExclusiveLock(at: partsDirectory.appendingPathComponent(".lock")) {
            if shouldClear { problems += removeOtherRuns() }
            if let problem = KassReportFiles.write(data, to: partFile) { problems.append(problem) }
            let (merged, readProblems) = mergedSuites()
            problems += readProblems
            if let problem = KassReportFiles.write(Data(KassJUnitDocument.xml(suites: merged).utf8), to: mergedFile) {
                problems.append(problem)
            }
        }
        if let lockProblem { return [lockProblem] }
        clearedOtherRuns = true
        return problems
    }

    /// Every part of the run merged: parts in the order their writers started, suites of the same
    /// name joined. A part that cannot be read is left out, with a problem.
    func mergedSuites() -> (suites: [KassJUnitDocument.Suite], problems: [String]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: runDirectory.path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            return ([], ["could not list \(runDirectory.path): \(error.localizedDescription)"])
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        var parts: [Part] = []
        var problems: [String] = []
        for name in names {
            let url = runDirectory.appendingPathComponent(name)
            do {
                parts.append(try decoder.decode(Part.self, from: Data(contentsOf: url)))
            } catch {
                problems.append("could not read the JUnit results \(url.path), left out of junit.xml: \(error)")
            }
        }
        // A stable sort: writers that started at the same moment keep the order of their file names.
        let ordered = parts.enumerated().sorted { ($0.element.startedAt, $0.offset) < ($1.element.startedAt, $1.offset) }
        return (KassJUnitDocument.Suite.merging(ordered.flatMap(\.element.suites)), problems)
    }

    /// Removes the parts of every run but this one (results of earlier runs).
    private func removeOtherRuns() -> [String] {
        guard let runs = try? FileManager.default.contentsOfDirectory(atPath: partsDirectory.path) else { return [] }
        var problems: [String] = []
        for run in runs where run != runDirectory.lastPathComponent && !run.hasPrefix(".") {
            let url = partsDirectory.appendingPathComponent(run)
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                problems.append("could not remove the earlier run's JUnit results \(url.path): \(error.localizedDescription)")
            }
        }
        return problems
    }
}
