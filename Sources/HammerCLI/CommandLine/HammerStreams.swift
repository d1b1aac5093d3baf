import Foundation

/// The tool's standard input, output and error, as closures so that tests run the tool in-process
/// and read what it printed.
///
/// ```swift
/// let streams = HammerStreams.standard   // the process's own
/// ```
package struct HammerStreams: Sendable {
    /// The next line of standard input without its newline; nil at end of input.
    package var readLine: @Sendable () -> String?
    /// Writes text to standard output as given.
    package var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error as given.
    package var writeError: @Sendable (String) -> Void

    /// Streams from three closures.
    package init(
        readLine: @escaping @Sendable () -> String?,
        writeOutput: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void
    ) {
        self.readLine = readLine
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The process's standard input, output and error.
    package static var standard: HammerStreams {
        HammerStreams(
            readLine: { Swift.readLine(strippingNewline: true) },
            writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }
        )
    }

    /// Everything left on standard input, lines joined with newlines.
    func readAll() -> String {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// Prints `text` and a newline on standard output.
    func printOutput(_ text: String) {
        writeOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Prints `text` and a newline on standard error.
    func printError(_ text: String) {
        writeError(text.hasSuffix("\n") ? text : text + "\n")
    }
}
