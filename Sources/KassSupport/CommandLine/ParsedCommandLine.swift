/// What ``CommandLineReader`` read: the flags in the order given, and the positional words.
package struct ParsedCommandLine: Sendable, Equatable {
    /// One flag as given.
    package struct Occurrence: Sendable, Equatable {
        /// The flag's name (an alias is read as the name).
        package var flag: String
        /// Its value, or nil for a switch or an optional value left out.
        package var value: String?

        /// An occurrence.
        package init(flag: String, value: String?) {
            self.flag = flag
            self.value = value
        }
    }

    /// The flags, in order.
    package var occurrences: [Occurrence]
    /// The words that are not flags or their values (`-` alone, and every word after `--`), in order.
    package var positionals: [String]

    /// A result.
    package init(occurrences: [Occurrence] = [], positionals: [String] = []) {
        self.occurrences = occurrences
        self.positionals = positionals
    }

    /// Whether `flag` was given.
    package func contains(_ flag: String) -> Bool {
        occurrences.contains { $0.flag == flag }
    }

    /// The value of the last `flag` given, nil when it was not given or has no value.
    package func value(of flag: String) -> String? {
        occurrences.last { $0.flag == flag }?.value
    }

    /// The values of every `flag` given, in order.
    package func values(of flag: String) -> [String] {
        occurrences.filter { $0.flag == flag }.compactMap(\.value)
    }

    /// The names of the flags given, in order, each once.
    package var flagsGiven: [String] {
        var names: [String] = []
        for occurrence in occurrences where !names.contains(occurrence.flag) { names.append(occurrence.flag) }
        return names
    }
}
