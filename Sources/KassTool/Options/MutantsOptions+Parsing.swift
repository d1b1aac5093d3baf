import KassSupport
extension MutantsOptions {
    /// A flag of `kass mutants`: its name and, for flags that take one, the value placeholder.
    struct Flag: Sendable {
        let name: String
        let placeholder: String?
        let summary: String
    }

    /// Every flag, in help order.
    static let flags: [Flag] = [
        Flag(name: "--generate", placeholder: nil, summary: "Write <suite-dir>/mutants.json from the /// Catches lines."),
        Flag(name: "--check", placeholder: nil, summary: "Fail with a diff when <suite-dir>/mutants.json is out of date."),
        Flag(name: "--clean", placeholder: nil, summary: "First run the listed tests with no defect; stop if one is red."),
        Flag(name: "--parallel", placeholder: "N", summary: "Run N test processes at once (default 1)."),
        Flag(name: "--shard", placeholder: "i/n", summary: "Run only shard i of n (1-based) of the sorted defect list."),
        Flag(name: "--only", placeholder: "id,id", summary: "Run only these defects."),
        Flag(name: "--seeds", placeholder: "K", summary: "Run each process under jitter seeds 1...K; killed only if killed under all."),
        Flag(name: "--timeout", placeholder: "S", summary: "Stop a test process after S seconds (default 120)."),
        Flag(name: "--json", placeholder: "PATH", summary: "Write the results as JSON."),
        Flag(name: "--junit", placeholder: "PATH", summary: "Write the results as JUnit XML (one test case per mutant)."),
        Flag(name: "--suite-dir", placeholder: "DIR", summary: "The reference suite directory (default ReferenceSuite)."),
        Flag(name: "--package-path", placeholder: "DIR", summary: "The package to build and test (default .)."),
        Flag(name: "--test-binary", placeholder: "PATH", summary: "Run this XCTest binary instead of building the package."),
        Flag(name: "--help", placeholder: nil, summary: "Show this help."),
    ]

    /// Parses the arguments after `kass mutants`; throws ``UsageError``. `--help` is left to the
    /// caller (see ``KassCommand``).
    public static func parse(_ arguments: [String]) throws -> MutantsOptions {
        var options = MutantsOptions()
        var seen: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                throw UsageError.unexpectedArgument(argument: argument, command: "kass mutants")
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let flag = flags.first(where: { $0.name == name }) else {
                let suggestions = NearMatchRanker.rankFlags(name, among: flags.map(\.name))
                throw UsageError.unknownFlag(flag: name, command: "kass mutants", suggestions: suggestions)
            }
            guard !seen.contains(name) else { throw UsageError.repeatedFlag(flag: name) }
            seen.append(name)
            var value = ""
            if let placeholder = flag.placeholder {
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError.missingValue(flag: name, placeholder: placeholder)
                }
            } else if inlineValue != nil {
                throw UsageError.unexpectedValue(flag: name)
            }
            try options.apply(name, value: value)
        }
        try options.checkConflicts(seen)
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
            guard let seconds = Double(value), seconds.isFinite, seconds > 0 else { throw UsageError.invalidTimeout(value: value) }
            timeout = seconds
        case "--json": jsonPath = try Self.path(value, flag: name)
        case "--junit": junitPath = try Self.path(value, flag: name)
        case "--suite-dir": suiteDirectory = try Self.path(value, flag: name).trimmingTrailingSlashes()
        case "--package-path": packagePath = try Self.path(value, flag: name)
        case "--test-binary": testBinary = try Self.path(value, flag: name)
        default: break
        }
    }

    private func checkConflicts(_ seen: [String]) throws {
        if seen.contains("--generate"), seen.contains("--check") {
            throw UsageError.conflictingFlags(first: "--generate", second: "--check", reason: "one writes the manifest, the other verifies it")
        }
        if mode != .run, let runFlag = seen.first(where: { Self.runOnlyFlags.contains($0) }) {
            let modeFlag = mode == .generate ? "--generate" : "--check"
            throw UsageError.conflictingFlags(first: modeFlag, second: runFlag, reason: "\(modeFlag) only reads the /// Catches lines and runs no test")
        }
        if seen.contains("--only"), seen.contains("--shard") {
            throw UsageError.conflictingFlags(first: "--only", second: "--shard", reason: "--only picks defects by id while --shard splits the whole list")
        }
    }

    private static let runOnlyFlags: Set<String> = ["--clean", "--parallel", "--shard", "--only", "--seeds", "--timeout", "--json", "--junit", "--test-binary"]

    private static func wholeNumber(_ value: String, flag: String) throws -> Int {
        guard let number = Int(value), number >= 1 else { throw UsageError.invalidNumber(flag: flag, value: value, minimum: 1) }
        return number
    }

    private static func idList(_ value: String) throws -> [String] {
        let ids = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard !ids.contains(where: \.isEmpty) else { throw UsageError.emptyOnlyItem(value: value) }
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        return unique
    }

    private static func path(_ value: String, flag: String) throws -> String {
        guard !value.isEmpty else { throw UsageError.missingValue(flag: flag, placeholder: flags.first { $0.name == flag }?.placeholder ?? "VALUE") }
        return value
    }

    /// Throws ``UsageError/unknownOnlyID(id:suggestions:)`` for the first `--only` id not in `registry`.
    public func validateOnly(against registry: DefectRegistry) throws {
        for id in only ?? [] where !registry.contains(id) {
            throw UsageError.unknownOnlyID(id: id, suggestions: NearMatchRanker.rank(id, among: registry.ids))
        }
    }
}

private extension String {
    func trimmingTrailingSlashes() -> String {
        var result = self
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
