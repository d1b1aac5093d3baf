import Foundation
@testable import KassTool
import XCTest

/// The project `kass mutants` works on: found in `.kass-mutants.json`, overridden by flags, and
/// every bad or missing setting refused with what to fix.
final class MutantsProjectTests: XCTestCase {
    private var package: URL!

    override func setUpWithError() throws {
        package = try Fixtures.temporaryPackage()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: package)
    }

    private func writeConfig(_ text: String) throws {
        try text.write(to: package.appendingPathComponent(".kass-mutants.json"), atomically: true, encoding: .utf8)
    }

    private func resolve(_ arguments: [String]) throws -> MutantsProject {
        try MutantsProject.resolve(options: MutantsOptions.parse(arguments + ["--package-path", package.path]), packageURL: package)
    }

    private func message(_ arguments: [String]) -> String {
        do {
            _ = try resolve(arguments)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func test_config_atThePackageRootGivesEverySetting() throws {
        let project = try resolve([])
        XCTAssertEqual(project.suiteDirectory, "ReferenceSuite")
        XCTAssertEqual(project.module, "ReferenceSuite")
        XCTAssertEqual(project.manifestPath, "ReferenceSuite/mutants.json")
        XCTAssertEqual(project.launchVariable, "FIXTURE_DEFECTS")
        XCTAssertEqual(project.registry?.ids.count, 6)
    }

    func test_flags_overrideTheConfig() throws {
        try FileManager.default.copyItem(
            at: package.appendingPathComponent("ReferenceSuite"), to: package.appendingPathComponent("Other")
        )
        let project = try resolve([
            "--suite-dir", "Other/", "--module", "OtherTests", "--manifest", "other.json", "--launch-variable", "OTHER_DEFECTS",
        ])
        XCTAssertEqual(project.suiteDirectory, "Other")
        XCTAssertEqual(project.module, "OtherTests")
        XCTAssertEqual(project.manifestPath, "other.json")
        XCTAssertEqual(project.launchVariable, "OTHER_DEFECTS")
    }

    func test_config_givenWithAFlagMustExist() {
        XCTAssertEqual(
            message(["--config", "/nonexistent/kass.json"]),
            "/nonexistent/kass.json: no such file (looked at /nonexistent/kass.json). Check the path."
        )
    }

    func test_config_unknownKeyIsRefusedWithDidYouMean() throws {
        try writeConfig(#"{"suit": "ReferenceSuite"}"#)
        XCTAssertEqual(
            message([]),
            ".kass-mutants.json: key \"suit\": unknown key (did you mean: 'suite'?). Keys: defects, suite, module, manifest, "
                + "launchVariable, testBinary, sources, equivalents."
        )
    }

    func test_config_malformedJSONSaysWhere() throws {
        try writeConfig("{\n  \"suite\": }\n")
        XCTAssertEqual(
            message([]), ".kass-mutants.json: line 2, column 12: not valid JSON (Invalid value around character 13.). Fix the syntax there."
        )
        try writeConfig("[")
        XCTAssertTrue(message([]).hasPrefix(".kass-mutants.json: at the end of the file: not valid JSON ("), message([]))
    }

    func test_config_valuesMustBeNonEmptyStrings() throws {
        try writeConfig(#"{"suite": 3}"#)
        XCTAssertEqual(message([]), ".kass-mutants.json: key \"suite\": expected a string, found a number.")
        try writeConfig(#"{"suite": "ReferenceSuite", "defects": "ReferenceSuite/defects.json", "launchVariable": " "}"#)
        XCTAssertEqual(message([]), ".kass-mutants.json: key \"launchVariable\": is empty; give it a value or leave it out.")
    }

    func test_launchVariable_mustNameAnEnvironmentVariable() throws {
        try writeConfig(#"{"suite": "ReferenceSuite", "defects": "ReferenceSuite/defects.json", "launchVariable": "1-DEFECTS"}"#)
        XCTAssertEqual(
            message([]),
            "The launch variable '1-DEFECTS' is not an environment variable name. Use letters, digits and '_', not starting with a digit "
                + "(for example SHOP_DEFECTS)."
        )
        XCTAssertThrowsError(try MutantsOptions.parse(["--launch-variable", "A=B"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--launch-variable needs an environment variable name"), "\(error)")
        }
        XCTAssertThrowsError(try MutantsOptions.parse(["--launch-variable", ""])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--launch-variable needs a value"), "\(error)")
        }
    }

    func test_missingSettings_sayWhichFlagOrKeyGivesThem() throws {
        try writeConfig("{}")
        XCTAssertEqual(
            message([]),
            "kass mutants does not know where the test suite is. Pass --suite-dir DIR, or set \"suite\" in .kass-mutants.json at the "
                + "package root (see \"Your own app\" in Guide/Mutants.md)."
        )
        XCTAssertTrue(message(["--suite-dir", "ReferenceSuite"]).hasPrefix(
            "kass mutants does not know which defects the app can switch on. Pass --defects PATH, or set \"defects\""
        ))
        XCTAssertTrue(message(["--suite-dir", "ReferenceSuite", "--defects", "ReferenceSuite/defects.json"]).hasPrefix(
            "kass mutants does not know which launch-environment variable switches a defect on. Pass --launch-variable NAME"
        ))
        // Generating and checking the manifest switch no defect on, so they need no launch variable.
        XCTAssertNoThrow(try resolve(["--suite-dir", "ReferenceSuite", "--defects", "ReferenceSuite/defects.json", "--check"]))
        XCTAssertTrue(message(["--suite-dir", "ReferenceSuite", "--operators"]).hasPrefix(
            "kass mutants does not know where the app's sources are. Pass --sources DIR"
        ))
        // Source mutants need no defects file.
        XCTAssertNil(try resolve(["--suite-dir", "ReferenceSuite", "--operators", "--sources", "Sources/App"]).registry)
    }

    func test_main_refusesABadProjectWithStatusTwo() async throws {
        try writeConfig(#"{"suite": "ReferenceSuite", "defects": "missing.json", "launchVariable": "X"}"#)
        let recording = RecordingConsole()
        let status = await KassToolMain.run(arguments: ["mutants", "--package-path", package.path], console: recording.console())
        XCTAssertEqual(status, 2)
        XCTAssertTrue(recording.standardError.hasPrefix("error: missing.json: no such file (looked at "), recording.standardError)
    }
}
