import Foundation

/// Where `kass` writes: standard output, standard error, and whether standard output is a terminal
/// (which turns the live progress bar on). Tests pass a console that records the text.
package struct Console: Sendable {
    /// Writes text to standard output as is (callers add newlines).
    var write: @Sendable (String) -> Void
    /// Writes text to standard error as is.
    var writeError: @Sendable (String) -> Void
    /// Whether standard output is a terminal.
    var isTerminal: Bool

    /// A console of these functions.
    init(write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void, isTerminal: Bool) {
        self.write = write
        self.writeError = writeError
        self.isTerminal = isTerminal
    }

    /// The process's standard output and error; a terminal when `isatty(1)`.
    package static var standard: Console {
        Console(
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            isTerminal: isatty(STDOUT_FILENO) == 1
        )
    }
}

/// Prints the line of each finished mutant and, on a terminal, keeps a live bar on the last line
/// (redrawn under each new line, cleared at the end).
struct ProgressDisplay {
    let console: Console
    let total: Int
    let idWidth: Int
    private var barShown = false

    init(console: Console, total: Int, idWidth: Int) {
        self.console = console
        self.total = total
        self.idWidth = idWidth
    }

    /// Shows the bar before the first mutant finishes.
    mutating func start() {
        guard console.isTerminal else { return }
        console.write(ProgressFormatter.bar(finished: 0, total: total, eta: nil))
        barShown = true
    }

    /// Prints the line of a finished mutant, then the bar again.
    mutating func finished(_ result: MutantResult, count: Int, elapsed: Double) {
        let eta = ProgressFormatter.eta(elapsed: elapsed, finished: count, total: total)
        let line = ProgressFormatter.line(for: result, finished: count, total: total, eta: eta, idWidth: idWidth)
        if console.isTerminal {
            console.write("\r\u{1B}[2K" + line + "\n" + ProgressFormatter.bar(finished: count, total: total, eta: eta))
            barShown = true
        } else {
            console.write(line + "\n")
        }
    }

    /// Clears the bar.
    mutating func end() {
        guard barShown else { return }
        console.write("\r\u{1B}[2K")
        barShown = false
    }
}
