import XCTest
@testable import KassTool

final class ManifestGeneratorTests: XCTestCase {
    func test_generator_buildsTheManifestOfTheFixtureSuite() throws {
        let generator = ManifestGenerator(registry: try Fixtures.registry(), module: "ReferenceSuite")
        let manifest = try generator.generate(directory: Fixtures.suite, displayPath: "ReferenceSuite")
        XCTAssertEqual(manifest.defects["double-submit"], ["ReferenceSuite.TransferTests/test_transfer_submitOnce"])
        XCTAssertEqual(manifest.defects["hangs-forever"], ["ReferenceSuite.CardTests/test_card_opens"])
        XCTAssertEqual(manifest.defectIDs, try Fixtures.registry().ids)
        XCTAssertEqual(manifest.tests, [
            "ReferenceSuite.CardTests/test_card_freezeSwitch",
            "ReferenceSuite.CardTests/test_card_maskedNumber",
            "ReferenceSuite.CardTests/test_card_opens",
            "ReferenceSuite.TransferTests/test_transfer_amountFormatting",
            "ReferenceSuite.TransferTests/test_transfer_noteIsOptional",
            "ReferenceSuite.TransferTests/test_transfer_submitOnce",
        ])
    }

    func test_manifest_jsonTextIsSortedPrettyAndStable() {
        let manifest = MutantManifest(
            defects: ["b": ["M.Z/test_z", "M.A/test_a", "M.A/test_a"], "a": ["M.A/test_a"]],
            tests: ["M.Z/test_z", "M.A/test_a"]
        )
        XCTAssertEqual(manifest.jsonText, """
            {
              "defects": {
                "a": [
                  "M.A/test_a"
                ],
                "b": [
                  "M.A/test_a",
                  "M.Z/test_z"
                ]
              },
              "tests": [
                "M.A/test_a",
                "M.Z/test_z"
              ]
            }

            """)
        let decoded = try? JSONDecoder().decode(MutantManifest.self, from: Data(manifest.jsonText.utf8))
        XCTAssertEqual(decoded, manifest)
    }

    func test_generator_reportsAnUnknownIDWithFileLineAndSuggestions() {
        let generator = ManifestGenerator(registry: makeRegistry(["transfer-double-submit", "card-cvv-visible"]), module: "M")
        let source = "final class A {\n    /// Catches `transfer-doubel-submit`, `card-cvv-visible`\n    func test_a() { }\n}\n"
        XCTAssertThrowsError(try generator.generate(sources: [("Suite/A.swift", source)])) { error in
            XCTAssertEqual((error as? ManifestErrors)?.errors, [
                .unknownDefect(file: "Suite/A.swift", line: 2, id: "transfer-doubel-submit", suggestions: ["transfer-double-submit"]),
                .defectsWithoutTests(ids: ["transfer-double-submit"]),
            ])
            XCTAssertEqual("\(error)", """
                Suite/A.swift:2: unknown defect id 'transfer-doubel-submit' (did you mean: 'transfer-double-submit'?).
                  Use an id from the defect registry (kass mutants --help says where it comes from).

                1 registry defect has no test that catches it:
                  - transfer-double-submit
                  Add a /// Catches `id` line above a test that fails when the defect is switched on.

                2 problems in the manifest.
                """)
        }
    }

    func test_generator_listsEveryDefectWithoutATest() {
        let generator = ManifestGenerator(registry: makeRegistry(["a", "b", "c"]), module: "M")
        XCTAssertThrowsError(
            try generator.generate(sources: [("A.swift", "final class A {\n  /// Catches `b`\n  func test_a() { }\n}")])
        ) { error in
            XCTAssertEqual((error as? ManifestErrors)?.errors, [.defectsWithoutTests(ids: ["a", "c"])])
        }
    }

    func test_generator_reportsMalformedAndMisplacedLinesWithTheirFile() {
        let generator = ManifestGenerator(registry: makeRegistry(["a"]), module: "M")
        let source = "final class A {\n  /// Catches a\n  func test_a() { }\n  /// Catches `a`\n  let x = 1\n  /// Catches `a`\n  func "
            + "test_b() { }\n}"
        XCTAssertThrowsError(try generator.generate(sources: [("S/A.swift", source)])) { error in
            XCTAssertEqual((error as? ManifestErrors)?.errors, [
                .malformedCatches(file: "S/A.swift", line: 2, text: "/// Catches a", reason: "'a' is not an id in backticks"),
                .catchesNotFollowedByTest(file: "S/A.swift", line: 4, found: "let x = 1"),
            ])
        }
    }

    func test_manifestError_messagesSayWhereAndHowToFix() {
        XCTAssertEqual(
            ManifestError.malformedCatches(
                file: "S/A.swift", line: 2, text: "/// Catches a", reason: "'a' is not an id in backticks"
            ).description,
            "S/A.swift:2: malformed Catches line, 'a' is not an id in backticks: /// Catches a\n  Write it as /// Catches `defect-id` or "
                + "/// Catches `id-a`, `id-b`."
        )
        XCTAssertEqual(
            ManifestError.catchesNotFollowedByTest(file: "S/A.swift", line: 4, found: "let x = 1").description,
            "S/A.swift:4: a Catches line must document a test method, but the next declaration is: let x = 1\n  Move the line above a func "
                + "test…() in a test class."
        )
        XCTAssertEqual(
            ManifestError.suiteDirectoryMissing(path: "Nope").description,
            "The suite directory Nope does not exist. Pass the directory of the reference suite with --suite-dir DIR (relative to "
                + "--package-path)."
        )
    }

    func test_generator_failsForAMissingDirectory() {
        let generator = ManifestGenerator(registry: makeRegistry(["a"]), module: "M")
        let missing = URL(fileURLWithPath: "/nonexistent-kass-suite")
        XCTAssertThrowsError(try generator.generate(directory: missing, displayPath: "Nope")) { error in
            XCTAssertEqual((error as? ManifestErrors)?.errors, [.suiteDirectoryMissing(path: "Nope")])
        }
    }

    func test_check_acceptsAnIdenticalManifest() {
        XCTAssertNil(ManifestGenerator.check(onDisk: "x\n", fresh: "x\n", path: "S/mutants.json"))
    }

    func test_check_reportsAMissingManifest() {
        XCTAssertEqual(
            ManifestGenerator.check(onDisk: nil, fresh: "x\n", path: "S/mutants.json")?.description,
            "S/mutants.json does not exist. Run `swift run kass mutants --generate` and commit the file."
        )
    }

    func test_check_showsAUnifiedDiffOfWhatChanged() {
        let old = MutantManifest(defects: ["a": ["M.A/test_a"], "b": ["M.A/test_a"]], tests: ["M.A/test_a"]).jsonText
        let new = MutantManifest(
            defects: ["a": ["M.A/test_a", "M.A/test_b"], "b": ["M.A/test_a"]], tests: ["M.A/test_a", "M.A/test_b"]
        ).jsonText
        XCTAssertEqual(ManifestGenerator.check(onDisk: old, fresh: new, path: "S/mutants.json")?.description, """
            S/mutants.json is out of date with the /// Catches lines:
            --- S/mutants.json (on disk)
            +++ S/mutants.json (from /// Catches lines)
            @@ -1,13 +1,15 @@
             {
               "defects": {
                 "a": [
            -      "M.A/test_a"
            +      "M.A/test_a",
            +      "M.A/test_b"
                 ],
                 "b": [
                   "M.A/test_a"
                 ]
               },
               "tests": [
            -    "M.A/test_a"
            +    "M.A/test_a",
            +    "M.A/test_b"
               ]
             }
            Run `swift run kass mutants --generate` and commit the file.
            """)
    }
}
