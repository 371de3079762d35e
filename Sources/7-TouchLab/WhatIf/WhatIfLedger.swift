import Foundation
@_spi(TouchLab) import UIKit

/// What the switches of one built scene changed, and what it was before, so
/// that resetting the scene (the demo's R) puts it back as built: each
/// property's first value, and each recognizer's own delegate.
///
/// Kept with the scene (`SceneContent.retained`), so a rebuilt scene starts
/// with none: a switch lasts until the scene is reset or rebuilt.
final class WhatIfLedger {
    struct Change {
        let target: WhatIfTarget
        let property: WhatIfProperty
        let original: WhatIfValue
    }
    private(set) var changes: [Change] = []
    /// The delegate proxies installed, by recognizer.
    private var proxies: [ObjectIdentifier: (recognizer: UIGestureRecognizer, proxy: WhatIfDelegateProxy)] = [:]

    /// The scene's ledger, made on first use.
    static func of(_ content: SceneContent) -> WhatIfLedger {
        if let ledger = content.retained.lazy.compactMap({ $0 as? WhatIfLedger }).first { return ledger }
        let ledger = WhatIfLedger()
        content.retained.append(ledger)
        return ledger
    }

    /// The scene's ledger if a switch was ever applied to it.
    static func existing(in content: SceneContent) -> WhatIfLedger? {
        content.retained.lazy.compactMap { $0 as? WhatIfLedger }.first
    }

    func noteOriginal(_ value: WhatIfValue, of property: WhatIfProperty, on target: WhatIfTarget) {
        guard !changes.contains(where: { $0.property == property && $0.target.isSameObject(as: target) }) else { return }
        changes.append(Change(target: target, property: property, original: value))
    }

    /// The recognizer's proxy, installed in front of its delegate on first use.
    func proxy(for recognizer: UIGestureRecognizer) -> WhatIfDelegateProxy {
        if let (_, proxy) = proxies[ObjectIdentifier(recognizer)] { return proxy }
        let proxy = WhatIfDelegateProxy(original: recognizer.delegate)
        proxies[ObjectIdentifier(recognizer)] = (recognizer, proxy)
        recognizer.delegate = proxy
        return proxy
    }

    /// The proxy standing in for the recognizer's delegate, if one is.
    func installedProxy(for recognizer: UIGestureRecognizer) -> WhatIfDelegateProxy? {
        proxies[ObjectIdentifier(recognizer)]?.proxy
    }

    /// Everything back as built, newest change first.
    func reset() {
        for change in changes.reversed() where !change.property.isDelegateAnswer {
            WhatIfSwitch.set(change.property, of: change.target, to: change.original)
        }
        for (recognizer, proxy) in proxies.values where recognizer.delegate === proxy {
            recognizer.delegate = proxy.original
        }
        changes.removeAll()
        proxies.removeAll()
    }
}

extension WhatIfTarget {
    func isSameObject(as other: WhatIfTarget) -> Bool {
        switch (self, other) {
        case let (.recognizer(a), .recognizer(b)): a === b
        case let (.view(a), .view(b)): a === b
        default: false
        }
    }
}
