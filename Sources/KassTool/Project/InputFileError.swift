import Foundation

/// What is wrong with a file `kass mutants` reads (the project config, a defects file, an
/// equivalent-mutants list): the file, where in it, what is wrong and how to fix it.
///
/// ```
/// .kass-mutants.json: key "suit": unknown key (did you mean: 'suite'?). Keys: defects, suite, ….
/// ```
struct InputFileError: Error, Equatable, CustomStringConvertible {
    /// The file as the user names it (relative to the package when it is inside it).
    var path: String
    /// Where in the file (`entry 3 ("card-open")`, `key "suite"`), nil for the whole file.
    var place: String?
    /// What is wrong, with the fix.
    var message: String

    /// An error about `path`, at `place`.
    init(path: String, place: String? = nil, message: String) {
        self.path = path
        self.place = place
        self.message = message
    }

    /// `path: place: message`.
    var description: String {
        [path, place, message].compactMap { $0 }.joined(separator: ": ")
    }
}
