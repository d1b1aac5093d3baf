import KassSupport
import XCTest
@testable import KassTool

final class MutantsOptionsTests: XCTestCase {
    func test_options_defaultsRunEveryMutantOneAtATime() throws {
        let options = try MutantsOptions.parse([])
        XCTAssertEqual(options, MutantsOptions())
        XCTAssertEqual(options.mode, .run)
        XCTAssertEqual(options.parallel, 1)
        XCTAssertEqual(options.timeout, 120)
        // The project's settings come from the config unless a flag gives them (see MutantsProjectTests).
        XCTAssertNil(options.suiteDirectory)
        XCTAssertNil(options.manifestPath)
        XCTAssertNil(options.module)
        XCTAssertNil(options.defectsPath)
        XCTAssertNil(options.launchVariable)
    }

    func test_options_readsEveryFlagInBothSpellings() throws {
        let options = try MutantsOptions.parse([
            "--clean", "--parallel", "3", "--shard=2/4", "--seeds", "5", "--timeout", "2.5", "--json", "out.json",
            "--junit=out.xml", "--suite-dir", "Suites/Reference/", "--package-path", "/pkg", "--test-binary", "/bin/t",
            "--config", "kass.json", "--defects", "d.json", "--module", "RefTests", "--manifest", "m.json",
            "--launch-variable", "APP_DEFECTS",
        ])
        XCTAssertTrue(options.clean)
        XCTAssertEqual(options.parallel, 3)
        XCTAssertEqual(options.shard, try Shard(index: 2, count: 4))
        XCTAssertEqual(options.seeds, 5)
        XCTAssertEqual(options.timeout, 2.5)
        XCTAssertEqual(options.jsonPath, "out.json")
        XCTAssertEqual(options.junitPath, "out.xml")
        XCTAssertEqual(options.suiteDirectory, "Suites/Reference")
        XCTAssertEqual(options.configPath, "kass.json")
        XCTAssertEqual(options.defectsPath, "d.json")
        XCTAssertEqual(options.module, "RefTests")
        XCTAssertEqual(options.manifestPath, "m.json")
        XCTAssertEqual(options.launchVariable, "APP_DEFECTS")
        XCTAssertEqual(options.packagePath, "/pkg")
        XCTAssertEqual(options.testBinary, "/bin/t")
    }

    func test_options_readsOnlyAsADeduplicatedList() throws {
        XCTAssertEqual(try MutantsOptions.parse(["--only", "b, a,b"]).only, ["b", "a"])
    }

    func test_options_readsTheModes() throws {
        XCTAssertEqual(try MutantsOptions.parse(["--generate"]).mode, .generate)
        XCTAssertEqual(try MutantsOptions.parse(["--check", "--suite-dir", "X"]).mode, .check)
    }

    func test_options_rejectEveryInvalidUseWithItsMessage() {
        let cases: [([String], String)] = [
            (
                ["--paralel", "2"],
                "kass mutants has no flag '--paralel' (did you mean: '--parallel'?). Run `kass mutants --help` for the list."
            ),
            (["--frobnicate"], "kass mutants has no flag '--frobnicate'. Run `kass mutants --help` for the list."),
            (["--parallel"], "--parallel needs a value. Write --parallel N."),
            (["--parallel", "--clean"], "--parallel needs a value. Write --parallel N."),
            (["--parallel", "0"], "--parallel needs a whole number of at least 1, not '0'. Write for example --parallel 2."),
            (["--parallel", "two"], "--parallel needs a whole number of at least 1, not 'two'. Write for example --parallel 2."),
            (["--seeds", "-1"], "--seeds needs a whole number of at least 1, not '-1'. Write for example --seeds 2."),
            (["--timeout", "0"], "--timeout needs a positive number of seconds, not '0'. Write for example --timeout 120."),
            (["--timeout", "soon"], "--timeout needs a positive number of seconds, not 'soon'. Write for example --timeout 120."),
            (["--shard", "2"], "--shard needs i/n (shard i of n, both whole numbers, n ≥ 1), not '2'. Write for example --shard 2/4."),
            (["--shard", "a/b"], "--shard needs i/n (shard i of n, both whole numbers, n ≥ 1), not 'a/b'. Write for example --shard 2/4."),
            (["--shard", "1/0"], "--shard needs i/n (shard i of n, both whole numbers, n ≥ 1), not '1/0'. Write for example --shard 2/4."),
            (["--shard", "5/4"], "--shard needs a shard number between 1 and 4, not '5/4'. Write for example --shard 1/4."),
            (["--shard", "0/4"], "--shard needs a shard number between 1 and 4, not '0/4'. Write for example --shard 1/4."),
            (
                ["--only", "a,,b"],
                "--only needs defect ids separated by commas, not 'a,,b'. Write for example --only transfer-double-submit,card-cvv-visible."
            ),
            (["--clean", "--clean"], "--clean is given twice. Give it once."),
            (["--clean=yes"], "--clean takes no value. Write --clean on its own."),
            (["--json="], "--json needs a value. Write --json PATH."),
            (["extra"], "kass mutants takes no argument 'extra'. Flags start with '--'; run `kass mutants --help` for the list."),
            (
                ["--generate", "--check"],
                "--generate and --check cannot be used together: one writes the manifest, the other verifies it. Drop one of them."
            ),
            (
                ["--check", "--clean"],
                "--check and --clean cannot be used together: --check only reads the /// Catches lines and runs no test. Drop one of them."
            ),
            (["--generate", "--parallel", "2"], "--generate and --parallel cannot be used together: --generate only reads the /// Catches "
                + "lines and runs no test. Drop one of them."),
            (["--only", "a", "--shard", "1/2"], "--only and --shard cannot be used together: --only picks defects by id while --shard "
                + "splits the whole list. Drop one of them."),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try MutantsOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertTrue(error is UsageError, "\(arguments)")
                XCTAssertEqual("\(error)", message, "\(arguments)")
            }
        }
    }

    func test_options_rejectAnOnlyIDMissingFromTheRegistry() throws {
        let options = try MutantsOptions.parse(["--only", "transfer-double-submit,card-cvv-visibel"])
        let registry = makeRegistry(["transfer-double-submit", "card-cvv-visible"])
        XCTAssertThrowsError(try options.validateOnly(against: registry)) { error in
            XCTAssertEqual(
                "\(error)",
                "--only names 'card-cvv-visibel', which is not in the defect registry (did you mean: 'card-cvv-visible'?). "
                    + "Use a name from the defect registry."
            )
        }
    }
}
