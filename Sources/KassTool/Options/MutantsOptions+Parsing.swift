import KassSupport

extension MutantsOptions {
    /// Every flag of `kass mutants`, in help order.
    static let flags: [CommandLineFlag] = [
        CommandLineFlag("--generate", summary: "Write the manifest from the /// Catches lines."),
        CommandLineFlag("--check", summary: "Fail with a diff when the manifest is out of date."),
        CommandLineFlag("--clean", summary: "First run the listed tests with no defect; stop if one is red."),
        CommandLineFlag("--parallel", value: .required("N"), summary: "Run N test processes at once.", defaultValue: "1"),
        CommandLineFlag("--shard", value: .required("i/n"), summary: "Run only shard i of n (1-based) of the sorted defect list."),
        CommandLineFlag("--only", value: .required("id,id"), summary: "Run only these defects."),
        CommandLineFlag(
            "--seeds", value: .required("K"), summary: "Run each process under jitter seeds 1...K; killed only if killed under all."
        ),
        CommandLineFlag(
            "--timeout", value: .required("S"), summary: "Stop a test process after S seconds (with --operators: one test).",
            defaultValue: "120"
        ),
        CommandLineFlag("--json", value: .required("PATH"), summary: "Write the results as JSON."),
        CommandLineFlag("--junit", value: .required("PATH"), summary: "Write the results as JUnit XML (one test case per mutant)."),
        CommandLineFlag("--package-path", value: .required("DIR"), summary: "The package to build and test.", defaultValue: "."),
        CommandLineFlag(
            "--config", value: .required("PATH"), summary: "The project config.", defaultValue: "<package>/.kass-mutants.json if present"
        ),
        CommandLineFlag(
            "--defects", value: .required("PATH"), summary: "The defects file (JSON: [{\"id\", \"summary\"}, …]).",
            defaultValue: "config \"defects\""
        ),
        CommandLineFlag("--suite-dir", value: .required("DIR"), summary: "The test suite directory.", defaultValue: "config \"suite\""),
        CommandLineFlag("--module", value: .required("NAME"), summary: "The test module.", defaultValue: "the suite directory's name"),
        CommandLineFlag("--manifest", value: .required("PATH"), summary: "The manifest file.", defaultValue: "<suite-dir>/mutants.json"),
        CommandLineFlag(
            "--launch-variable", value: .required("NAME"), summary: "The launch-environment variable that switches a defect on.",
            defaultValue: "config \"launchVariable\""
        ),
        CommandLineFlag("--test-binary", value: .required("PATH"), summary: "Run this XCTest binary instead of building the package."),
        CommandLineFlag(
            "--operators", summary: "Mutate the app's source (operators, literals, removed calls) instead of registry defects."
        ),
        CommandLineFlag(
            "--sources", value: .required("DIR"), summary: "With --operators: the app's source folder.", defaultValue: "config \"sources\""
        ),
        CommandLineFlag(
            "--equivalents", value: .required("PATH"), summary: "With --operators: the equivalent-mutants list.",
            defaultValue: "config \"equivalents\""
        ),
        CommandLineFlag("--sample", value: .required("N"), summary: "With --operators: run N mutants picked by --seed."),
        CommandLineFlag("--seed", value: .required("S"), summary: "With --operators: the sampling seed.", defaultValue: "1"),
        CommandLineFlag("--file", value: .required("TEXT"), summary: "With --operators: only files whose path contains TEXT."),
        CommandLineFlag(
            "--since", value: .required("REV"), summary: "With --operators: only lines changed since the git revision REV."
        ),
        CommandLineFlag("--help", aliases: ["-h"], summary: "Show this help."),
    ]

    /// The reader of `kass mutants`.
    static let reader = CommandLineReader(command: "kass mutants", flags: flags)

    /// Parses the arguments after `kass mutants`; throws ``UsageError``. `--help` is left to the
    /// caller (see ``KassCommand``).
    static func parse(_ arguments: [String]) throws -> MutantsOptions {
        let parsed = try reader.read(arguments)
        if let extra = parsed.positionals.first {
            throw UsageError.unexpectedArgument(command: reader.command, argument: extra)
        }
        var options = MutantsOptions()
        for occurrence in parsed.occurrences {
            try options.apply(occurrence.flag, value: occurrence.value ?? "")
        }
        try options.checkConflicts(parsed.flagsGiven)
        return options
    }

    private mutating func apply(_ name: String, value: String) throws {
        switch name {
        case "--generate": mode = .generate
        case "--check": mode = .check
        case "--clean": clean = true
        case "--parallel": parallel = try Self.wholeNumber(value, flag: name)
        case "--shard": shard = try Shard.parse(value)
        case "--only": only = try Self.idList(value)
        case "--seeds": seeds = try Self.wholeNumber(value, flag: name)
        case "--timeout":
            guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
                throw UsageError.invalidValue(flag: name, value: value, expected: "a positive number of seconds", example: "120")
            }
            timeout = seconds
        case "--json": jsonPath = try Self.path(value, flag: name)
        case "--junit": junitPath = try Self.path(value, flag: name)
        case "--suite-dir": suiteDirectory = try Self.path(value, flag: name).trimmingTrailingSlashes()
        case "--package-path": packagePath = try Self.path(value, flag: name)
        case "--config": configPath = try Self.path(value, flag: name)
        case "--defects": defectsPath = try Self.path(value, flag: name)
        case "--module": module = try Self.path(value, flag: name)
        case "--manifest": manifestPath = try Self.path(value, flag: name)
        case "--launch-variable":
            let variable = try Self.path(value, flag: name)
            guard MutantsProject.isVariableName(variable) else {
                throw UsageError.invalidValue(
                    flag: name, value: value, expected: "an environment variable name (letters, digits and '_')", example: "SHOP_DEFECTS"
                )
            }
            launchVariable = variable
        case "--equivalents": equivalentsPath = try Self.path(value, flag: name)
        case "--test-binary": testBinary = try Self.path(value, flag: name)
        case "--operators": operators = true
        case "--sources": sourceDirectory = try Self.path(value, flag: name).trimmingTrailingSlashes()
        case "--sample": sample = try Self.wholeNumber(value, flag: name)
        case "--seed":
            guard let number = UInt64(value) else {
                throw UsageError.invalidValue(flag: name, value: value, expected: "a whole number of at least 0", example: "1")
            }
            seed = number
        case "--file": fileFilter = try Self.path(value, flag: name)
        case "--since": since = try Self.path(value, flag: name)
        default: break
        }
    }

    private func checkConflicts(_ seen: [String]) throws {
        if seen.contains("--generate"), seen.contains("--check") {
            throw UsageError.conflictingFlags(
                first: "--generate", second: "--check", reason: "one writes the manifest, the other verifies it"
            )
        }
        if mode != .run, let runFlag = seen.first(where: { Self.runOnlyFlags.contains($0) }) {
            let modeFlag = mode == .generate ? "--generate" : "--check"
            throw UsageError.conflictingFlags(
                first: modeFlag, second: runFlag, reason: "\(modeFlag) only reads the /// Catches lines and runs no test"
            )
        }
        if seen.contains("--operators"), let registryFlag = seen.first(where: { Self.registryOnlyFlags.contains($0) }) {
            throw UsageError.conflictingFlags(
                first: "--operators", second: registryFlag,
                reason: "\(registryFlag) applies to registry defects, which --operators does not run"
            )
        }
        if !seen.contains("--operators"), let sourceFlag = seen.first(where: { Self.sourceOnlyFlags.contains($0) }) {
            throw UsageError.requiresFlag(flag: sourceFlag, required: "--operators")
        }
        if seen.contains("--only"), seen.contains("--shard") {
            throw UsageError.conflictingFlags(
                first: "--only", second: "--shard", reason: "--only picks defects by id while --shard splits the whole list"
            )
        }
    }

    private static let runOnlyFlags: Set<String> = [
        "--clean", "--parallel", "--shard", "--only", "--seeds", "--timeout", "--json", "--junit", "--test-binary", "--operators",
        "--sources", "--sample", "--seed", "--file", "--since", "--launch-variable", "--equivalents",
    ]
    private static let registryOnlyFlags: Set<String> = ["--only", "--shard", "--seeds", "--test-binary", "--launch-variable"]
    private static let sourceOnlyFlags: Set<String> = ["--sources", "--sample", "--seed", "--file", "--since", "--equivalents"]

    private static func wholeNumber(_ value: String, flag: String) throws -> Int {
        guard let number = Int(value), number >= 1 else {
            throw UsageError.invalidValue(flag: flag, value: value, expected: "a whole number of at least 1", example: "2")
        }
        return number
    }

    private static func idList(_ value: String) throws -> [String] {
        let ids = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard !ids.contains(where: \.isEmpty) else {
            throw UsageError.invalidValue(
                flag: "--only", value: value, expected: "defect ids separated by commas",
                example: "transfer-double-submit,card-cvv-visible"
            )
        }
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        return unique
    }

    private static func path(_ value: String, flag: String) throws -> String {
        guard !value.isEmpty else {
            throw UsageError.missingValue(flag: flag, valueName: reader.flag(named: flag)?.value.name ?? "VALUE")
        }
        return value
    }

    /// Throws ``UsageError/unknownValue(flag:value:place:suggestions:)`` for the first `--only` id
    /// not in `registry`.
    func validateOnly(against registry: DefectRegistry) throws {
        for id in only ?? [] where !registry.contains(id) {
            throw UsageError.unknownValue(
                flag: "--only", value: id, place: "defect registry", suggestions: NearMatchRanker.rank(id, among: registry.ids)
            )
        }
    }
}

extension String {
    /// The path without trailing slashes (`Tests/App/` → `Tests/App`; `/` stays).
    func trimmingTrailingSlashes() -> String {
        var result = self
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
