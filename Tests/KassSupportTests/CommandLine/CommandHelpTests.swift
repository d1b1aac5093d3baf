import KassSupport
import XCTest

final class CommandHelpTests: XCTestCase {
    func test_rendered_laysOutEveryPart() {
        let help = CommandHelp(
            usage: ["tool run [--parallel N] [--clean]", "[--tag NAME]..."],
            summary: "Runs things.",
            sections: [CommandHelp.Section(title: "SUITES", rows: [("layout", "Auto Layout."), ("dsl", "The DSL.")])],
            flags: [
                CommandLineFlag("--parallel", value: .required("N"), summary: "Processes at once.", defaultValue: "1"),
                CommandLineFlag("--clean", summary: "Start clean."),
            ],
            examples: ["tool run --parallel 2"],
            footer: "EXIT STATUS: 0 ok; 2 invalid use."
        )
        XCTAssertEqual(help.rendered, """
            USAGE: tool run [--parallel N] [--clean]
                   [--tag NAME]...

            Runs things.

            SUITES:
              layout  Auto Layout.
              dsl     The DSL.

            OPTIONS:
              --parallel N  Processes at once. (default 1)
              --clean       Start clean.

            EXAMPLES:
              tool run --parallel 2

            EXIT STATUS: 0 ok; 2 invalid use.

            """)
    }

    func test_rendered_leavesOutEmptyParts() {
        let cases: [(help: CommandHelp, rendered: String, line: UInt)] = [
            (
                CommandHelp(usage: ["kass help [SUBCOMMAND]"], summary: "Shows help."),
                "USAGE: kass help [SUBCOMMAND]\n\nShows help.\n",
                #line
            ),
            (
                CommandHelp(usage: ["t"], summary: "S.", sections: [CommandHelp.Section(title: "NOTES", lines: ["one", "two"])]),
                "USAGE: t\n\nS.\n\nNOTES:\n  one\n  two\n", #line
            ),
            (
                CommandHelp(usage: ["t"], summary: "S.", flags: [CommandLineFlag("--help", aliases: ["-h"], summary: "Help.")]),
                "USAGE: t\n\nS.\n\nOPTIONS:\n  --help  Help.\n", #line
            ),
        ]
        for entry in cases {
            XCTAssertEqual(entry.help.rendered, entry.rendered, line: entry.line)
        }
    }
}
