import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Trait collections: building and combining them, the screen's traits, inheritance down the
/// hierarchy, and overrides.
@MainActor
final class UITraitCollectionTests: HeadlessTestCase {
    func test_singleTraitInitializer_leavesTheOtherTraitsUnspecified() async {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(traits.userInterfaceStyle, .dark)
        XCTAssertEqual(traits.preferredContentSizeCategory, .unspecified)
        XCTAssertEqual(traits.horizontalSizeClass, .unspecified)
        XCTAssertEqual(traits.displayScale, 0)
        XCTAssertEqual(traits.userInterfaceIdiom, .unspecified)
        XCTAssertEqual(traits.layoutDirection, .unspecified)
    }

    func test_traitsFrom_takesEachTraitFromTheLastCollectionThatSpecifiesIt() async {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .extraLarge),
        ])
        XCTAssertEqual(combined.userInterfaceStyle, .dark)
        XCTAssertEqual(combined.horizontalSizeClass, .compact)
        XCTAssertEqual(combined.preferredContentSizeCategory, .extraLarge)
        XCTAssertEqual(combined.verticalSizeClass, .unspecified)
        XCTAssertEqual(combined, UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .extraLarge),
        ]))
    }

    func test_containsTraits_andHasDifferentColorAppearance() async {
        let darkCompact = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
        ])
        XCTAssertTrue(darkCompact.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertFalse(darkCompact.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertTrue(darkCompact.containsTraits(in: nil))
        XCTAssertTrue(darkCompact.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertFalse(darkCompact.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .regular),
        ])))
    }

    func test_screenTraits_describeTheDeviceInTheLightAppearanceByDefault() async {
        let traits = UIScreen.main.traitCollection
        XCTAssertEqual(traits.userInterfaceStyle, .light)
        XCTAssertEqual(traits.preferredContentSizeCategory, .large)
        XCTAssertEqual(traits.horizontalSizeClass, .compact)
        XCTAssertEqual(traits.verticalSizeClass, .regular)
        XCTAssertEqual(traits.displayScale, UIScreen.main.scale)
        XCTAssertEqual(traits.userInterfaceIdiom, .phone)
        XCTAssertEqual(traits.layoutDirection, .leftToRight)
        XCTAssertEqual(app.preferredContentSizeCategory, .large)
    }

    func test_performAsCurrent_setsCurrentOnlyForTheBlock() async {
        let outside = UITraitCollection.current
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .dark)
        }
        XCTAssertEqual(UITraitCollection.current, outside)
        XCTAssertEqual(outside.userInterfaceStyle, .light)
    }

    func test_traits_flowFromTheWindowThroughControllersToSubviews() async {
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        app.setUserInterfaceStyle(.dark)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
    }

    func test_overrideUserInterfaceStyle_onAControllerAppliesToItsViewsOnly() async {
        let controller = UIViewController()
        window.rootViewController = controller
        let inside = UIView()
        controller.view.addSubview(inside)
        controller.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.overrideUserInterfaceStyle, .dark)
        XCTAssertEqual(inside.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .light)
    }

    func test_overrideUserInterfaceStyle_onAViewWinsOverTheDeviceAppearance() async {
        let lightIsland = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inner = UIView()
        lightIsland.addSubview(inner)
        lightIsland.overrideUserInterfaceStyle = .light
        app.setUserInterfaceStyle(.dark)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark)
    }

    func test_setUserInterfaceStyle_unspecifiedIsRefusedWithAnIssue() async {
        app.setUserInterfaceStyle(.unspecified)
        _ = expectRuntimeIssues(count: 1)
        XCTAssertEqual(UIScreen.main.traitCollection.userInterfaceStyle, .light)
    }
}
