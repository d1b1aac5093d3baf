import Foundation

/// The one help renderer of the package's command-line tools: usage lines, a summary, sections of
/// named rows (subcommands, suites), the flag table (each flag with its value name, summary and
/// default) and examples, in that order.
///
/// ```swift
/// CommandHelp(
///     usage: ["kass-bench [suite ...] [--json] [--runs N]"],
///     summary: "Runs benchmark suites and prints a table of medians.",
///     flags: [CommandLineFlag("--runs", value: .required("N"), summary: "Runs per benchmark.", defaultValue: "15")],
///     examples: ["kass-bench layout --runs 5"]
/// ).rendered
/// // USAGE: kass-bench [suite ...] [--json] [--runs N]
/// //
/// // Runs benchmark suites and prints a table of medians.
/// //
/// // OPTIONS:
/// //   --runs N  Runs per benchmark. (default 15)
/// // ...
/// ```
package struct CommandHelp: Sendable, Equatable {
    /// A titled table of names and summaries (`SUBCOMMANDS:`), or of free lines when no row has a name.
    package struct Section: Sendable, Equatable {
        /// The title, without the colon.
        package var title: String
        /// The rows: a name and its summary (an empty name prints the summary alone).
        package var rows: [(name: String, summary: String)]

        /// A section.
        package init(title: String, rows: [(name: String, summary: String)]) {
            self.title = title
            self.rows = rows
        }

        /// A section of free text lines.
        package init(title: String, lines: [String]) {
            self.init(title: title, rows: lines.map { (name: "", summary: $0) })
        }

        package static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.title == rhs.title && lhs.rows.map(\.name) == rhs.rows.map(\.name)
                && lhs.rows.map(\.summary) == rhs.rows.map(\.summary)
        }
    }

    /// The usage lines, without `USAGE: ` (later lines are indented under the first).
    package var usage: [String]
    /// What the command does (may hold several lines).
    package var summary: String
    /// Sections before the flags (subcommands, suites).
    package var sections: [Section]
    /// The flags, in help order.
    package var flags: [CommandLineFlag]
    /// Example command lines.
    package var examples: [String]
    /// Text after everything else (exit status, where to read more).
    package var footer: String?

    /// A help page.
    package init(
        usage: [String],
        summary: String,
        sections: [Section] = [],
        flags: [CommandLineFlag] = [],
        examples: [String] = [],
        footer: String? = nil
    ) {
        self.usage = usage
        self.summary = summary
        self.sections = sections
        self.flags = flags
        self.examples = examples
        self.footer = footer
    }

    /// The page, ending with a newline.
    package var rendered: String {
        var blocks: [String] = []
        let indent = String(repeating: " ", count: "USAGE: ".count)
        blocks.append(usage.enumerated().map { ($0.offset == 0 ? "USAGE: " : indent) + $0.element }.joined(separator: "\n"))
        blocks.append(summary)
        for section in sections {
            blocks.append("\(section.title):\n" + Self.table(section.rows))
        }
        if !flags.isEmpty {
            let rows = flags.map { flag in
                (name: flag.usage, summary: flag.summary + (flag.defaultValue.map { " (default \($0))" } ?? ""))
            }
            blocks.append("OPTIONS:\n" + Self.table(rows))
        }
        if !examples.isEmpty {
            blocks.append("EXAMPLES:\n" + examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        if let footer { blocks.append(footer) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Rows as two aligned columns, indented by two spaces.
    private static func table(_ rows: [(name: String, summary: String)]) -> String {
        let width = rows.map(\.name.count).max() ?? 0
        return rows.map { row in
            guard !row.name.isEmpty else { return "  " + row.summary }
            return "  " + row.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + row.summary
        }.joined(separator: "\n")
    }
}
