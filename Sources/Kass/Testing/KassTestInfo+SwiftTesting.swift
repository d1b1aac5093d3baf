#if canImport(Testing)
import Foundation
import Testing

extension KassTestInfo {
    /// The Swift Testing test running on this task, or `nil` outside one: its suite (the
    /// containing types, `Outer.Inner`, or the module for a free `@Test` function), its name
    /// (`login()`, as Swift Testing reports it) and its source location. ``KassSession`` takes a
    /// `@Test`'s names from here, so the report cannot drift from the test.
    public static var currentSwiftTest: KassTestInfo? {
        guard let test = Test.current else { return nil }
        return KassTestInfo(swiftTest: test)
    }

    /// The information of `test`.
    init(swiftTest test: Test) {
        let containers = test.id.nameComponents.dropLast()
        self.init(
            suite: containers.isEmpty ? test.id.moduleName : containers.joined(separator: "."),
            name: test.name, file: test.sourceLocation.filePath, line: test.sourceLocation.line
        )
    }
}
#endif
