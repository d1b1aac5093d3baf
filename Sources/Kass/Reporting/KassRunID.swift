import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Names the test run a process belongs to, so that the JUnit results of every process of one run
/// end in one `junit.xml` and results of earlier runs never do.
///
/// One `swift test` starts several processes (XCTest, then Swift Testing; with `--parallel` one per
/// worker), all children of the same runner process. The run is therefore, in order:
///
/// 1. `KASS_RUN_ID` from the environment, when set (for CI scripts that start processes themselves);
/// 2. the parent process, identified by its id and its start time (so a later runner that gets the
///    same process id is a different run);
/// 3. the process itself, when its parent is the system's (`launchd`/`init`, process id 1): such a
///    process is a run of its own.
///
/// A test binary started twice by hand from one shell shares that shell as its parent, so both runs
/// would count as one: set `KASS_RUN_ID` (or clear the results folder) for such runs.
enum KassRunID {
    /// The environment variable that names the run when set: `KASS_RUN_ID`.
    static let environmentVariable = "KASS_RUN_ID"

    /// The run of this process (worked out once).
    static let current: String = make(
        environment: ProcessInfo.processInfo.environment,
        parent: KassProcessIdentity.of(Int32(getppid())), own: KassProcessIdentity.of(Int32(getpid()))
    )

    /// The run id for a process with `environment`, `parent` and `own` identity: `env-<value>`
    /// (unsafe file-name characters replaced by `_`), `parent-<id>-<start>` or `process-<id>-<start>`.
    static func make(environment: [String: String], parent: KassProcessIdentity, own: KassProcessIdentity) -> String {
        if let value = environment[environmentVariable], !value.isEmpty {
            return "env-" + safeFileName(value)
        }
        if parent.processID > 1 { return "parent-\(parent)" }
        return "process-\(own)"
    }

    /// `text` with every character other than ASCII letters, digits, `.`, `-` and `_` replaced by
    /// `_`, at most 100 characters (a file name on every system).
    static func safeFileName(_ text: String) -> String {
        let safe = text.unicodeScalars.prefix(100).map { scalar -> Character in
            let isSafe = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return isSafe ? Character(scalar) : "_"
        }
        let name = String(safe)
        return name.allSatisfy { $0 == "." } ? "_" + name : name
    }
}

/// A process as the run id knows it: its id and, where the system tells it, its start time (which
/// tells two processes with the same id apart).
struct KassProcessIdentity: Equatable, CustomStringConvertible {
    /// The process id.
    var processID: Int32
    /// The start time in the system's own unit (`nil` when unknown).
    var startTime: String?

    /// `<id>-<start>`, or `<id>` when the start time is unknown.
    var description: String { startTime.map { "\(processID)-\($0)" } ?? "\(processID)" }

    /// The identity of process `processID`; its start time from `/proc/<id>/stat` on Linux.
    static func of(_ processID: Int32) -> KassProcessIdentity {
        let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8)
        return KassProcessIdentity(processID: processID, startTime: stat.flatMap(startTime(fromStat:)))
    }

    /// The start time (field 22) of a `/proc/<id>/stat` line. The command name (field 2) is in
    /// parentheses and may itself hold spaces and parentheses, so fields are counted after its last `)`.
    static func startTime(fromStat stat: String) -> String? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ", omittingEmptySubsequences: true)
        // After the command come field 3 (state) onwards: field 22 is at offset 19.
        guard fields.count > 19, fields[19].allSatisfy(\.isNumber) else { return nil }
        return String(fields[19])
    }
}
