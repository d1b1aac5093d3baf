import Foundation
@testable import HammerCLI

/// Text written by the tool, collected from any thread.
final class TextSink: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    /// Appends `piece`.
    func write(_ piece: String) {
        lock.lock()
        text += piece
        lock.unlock()
    }

    /// Everything written so far.
    var value: String {
        lock.lock()
        defer { lock.unlock() }
        return text
    }
}

/// Lines handed out one at a time, from any thread.
final class LineSource: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]

    /// A source of the lines of `text` (none for the empty string).
    init(_ text: String) {
        lines = text.isEmpty ? [] : text.components(separatedBy: "\n")
    }

    /// The next line, or nil at end.
    func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

/// What one in-process run of the tool produced.
struct HammerRun {
    let code: Int32
    let output: String
    let error: String

    /// Runs `hammer arguments...` in-process on a detached task (so an app on the main actor of
    /// this process stays free to answer), with `port` and `token` as its environment.
    static func run(
        _ arguments: [String], port: Int, token: String? = nil, stdin: String = ""
    ) async -> HammerRun {
        var environment = ["HAMMER_AGENT_PORT": String(port)]
        if let token { environment["HAMMER_AGENT_TOKEN"] = token }
        let output = TextSink(), error = TextSink(), input = LineSource(stdin)
        let environmentCopy = environment
        let code = await Task.detached {
            await HammerCommandLine.run(
                arguments: arguments, environment: environmentCopy,
                stdin: { input.next() }, stdout: { output.write($0) }, stderr: { error.write($0) }
            )
        }.value
        return HammerRun(code: code, output: output.value, error: error.value)
    }

    /// A port nothing listens on (tcpmux, privileged and unused on test machines).
    static let unusedPort = 1
}
