import Foundation
import Hammer

extension KassScreen {
    /// The accessibility identifier UIKit gives a navigation bar's back button.
    public static let backButtonIdentifier = "BackButton"

    /// Goes back one screen the way a user does: taps the navigation bar's back button (identifier
    /// ``backButtonIdentifier``, `"BackButton"`) once the app takes input (no push, pop or
    /// presentation running), then proves the pop happened: the navigation controller's stack lost
    /// its top screen, the transition finished and the screen below is on top. A back button that
    /// does nothing (a pop refused by the app, a tap dropped during a transition) fails the step.
    ///
    /// ```swift
    /// onScreen(DetailScreen.self) { $0.pressBack() }
    /// onScreen(RootScreen.self) { $0.heading.assertVisible() }
    /// ```
    public func pressBack(file: StaticString = #filePath, line: UInt = #line) {
        let back = element(.any, .identifier(Self.backButtonIdentifier))
        var expected: (navigation: UINavigationController, count: Int, below: UIViewController)?
        session.performAction(
            "pressBack", on: back, file: file, line: line,
            ready: { node in
                guard let navigation = Self.navigationController(of: node.object) else {
                    return .notInNavigationBar
                }
                return navigation.viewControllers.count > 1 ? nil : .nothingToGoBackTo
            },
            deliver: { node, generator in
                if let navigation = Self.navigationController(of: node.object), navigation.viewControllers.count > 1 {
                    let stack = navigation.viewControllers
                    expected = (navigation, stack.count - 1, stack[stack.count - 2])
                }
                try generator.fingerTap(at: node.hitPoint)
            },
            readBack: { _ in
                guard let (navigation, count, below) = expected else { return .satisfied(()) }
                let stack = navigation.viewControllers
                if stack.count == count, navigation.topViewController === below, !navigation.isTransitioning {
                    return .satisfied(())
                }
                let readBack: KassFailure.ReadBack = navigation.isTransitioning
                    ? .popStillRunning
                    : .notPopped(
                        count: stack.count, top: Self.name(of: navigation.topViewController), expected: count, below: Self.name(of: below)
                    )
                return .unsatisfied(KassShortfall(reason: .readBack(readBack), elementFound: true))
            }
        )
    }

    /// The navigation controller whose bar holds `object` (the back button), through the responder chain.
    static func navigationController(of object: AnyObject?) -> UINavigationController? {
        var responder = object as? UIResponder
        while let current = responder {
            if let navigation = current as? UINavigationController { return navigation }
            responder = current.next
        }
        return nil
    }

    private static func name(of controller: UIViewController?) -> String {
        controller.map { String(describing: type(of: $0)) } ?? "none"
    }
}
