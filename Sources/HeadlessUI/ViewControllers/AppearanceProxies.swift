import Foundation

/// A bar property an appearance proxy can carry (besides `tintColor`, which every view has).
enum BarAppearanceProperty: Hashable, Sendable {
    case standardAppearance
    case compactAppearance
    case scrollEdgeAppearance
    case prefersLargeTitles
    case isTranslucent
    case barTintColor
    case titleTextAttributes
    case largeTitleTextAttributes
    case unselectedItemTintColor
}

// UIKit's appearance proxies (`UINavigationBar.appearance()`, `UITabBar.appearance()`): an object
// whose property values every bar of the class takes when it moves to a window, unless the app set
// that property on the bar itself. HeadlessUI keeps the proxies per application (a fresh launch
// starts with none), applies the proxies of the bar's class and its superclasses (the most
// specific last, so it wins), and applies them again at every move to a window, as UIKit does.

/// A bar that takes values from appearance proxies: it remembers which properties the app set on
/// it, and copies the others from its proxies when it moves into a window.
@MainActor
protocol AppearanceProxied: UIView {
    /// The properties the app set on this bar (or proxy) itself.
    var locallySetProperties: Set<BarAppearanceProperty> { get set }
    /// Whether a proxy's values are being applied (so setters do not count them as the app's).
    var isApplyingAppearanceProxy: Bool { get set }
    /// Copies `properties` from `proxy`.
    func takeProxied(_ properties: Set<BarAppearanceProperty>, from proxy: Self)
}

extension AppearanceProxied {
    /// Records that the app set `property` on this bar (not when a proxy's value is applied).
    func propertyWasSet(_ property: BarAppearanceProperty) {
        if !isApplyingAppearanceProxy { locallySetProperties.insert(property) }
    }

    /// Takes the values set on the proxies of this bar's class and superclasses (the most specific
    /// last) for the properties the app did not set on the bar, and the proxies' tint unless the app
    /// set one on the bar.
    func applyAppearanceProxies() {
        guard let application = UIApplication.current else { return }
        let proxies = application.appearanceProxies(applyingTo: self, as: Self.self)
        guard !proxies.isEmpty else { return }
        // A tint that is not a proxy's was set by the app on the bar.
        let tintIsLocal = storedTintColor.map { tint in !proxies.contains { $0.storedTintColor === tint } } ?? false
        isApplyingAppearanceProxy = true
        defer { isApplyingAppearanceProxy = false }
        for proxy in proxies {
            takeProxied(proxy.locallySetProperties.subtracting(locallySetProperties), from: proxy)
            if let tint = proxy.storedTintColor, !tintIsLocal { tintColor = tint }
        }
    }
}

extension UIApplication {
    /// The proxy of `type` in this application, made with `make` the first time it is asked for.
    func appearanceProxy<Proxy: UIView>(for type: AnyClass, make: () -> Proxy) -> Proxy {
        let key = ObjectIdentifier(type)
        if let proxy = appearanceProxies[key] as? Proxy { return proxy }
        let proxy = make()
        appearanceProxies[key] = proxy
        return proxy
    }

    /// The proxies that apply to `view`: its class's and its superclasses', the most general first.
    func appearanceProxies<Proxy: UIView>(applyingTo view: UIView, as proxyType: Proxy.Type) -> [Proxy] {
        guard !appearanceProxies.isEmpty else { return [] }
        var proxies: [Proxy] = []
        var current: AnyClass? = type(of: view)
        while let type = current {
            if let proxy = appearanceProxies[ObjectIdentifier(type)] as? Proxy, proxy !== view { proxies.append(proxy) }
            current = _getSuperclass(type)
        }
        return proxies.reversed()
    }

    /// The proxy of `type` in the current application; without one running, a proxy that no bar
    /// ever reads, reported as a runtime issue.
    static func appearanceProxy<Proxy: UIView>(for type: AnyClass, make: () -> Proxy) -> Proxy {
        guard let application = current else {
            reportRuntimeIssue(.invalidConfiguration(
                object: "\(type).appearance()", property: "appearance()",
                reason: "no application runs, so no bar will take the values set on this proxy; set them after "
                    + "UIApplication.launch(_:delegate:) (for example in application(_:didFinishLaunchingWithOptions:))."
            ))
            return make()
        }
        return application.appearanceProxy(for: type, make: make)
    }
}
