import Foundation
@_spi(TouchLab) import UIKit

/// One what-if: a property of a named recognizer or view, flipped while the
/// scene runs, to see what UIKit does differently. Written as the Swift that
/// would set it:
///
///     tap.cancelsTouchesInView        004-tap becomes 004-tap-no-cancel, line for line
///     long press.delaysTouchesBegan   the view hears nothing until the press fails
///     viewb.alpha                     1 → 0.011 (still hit) → 0.01 (skipped) → 1
///
/// `apply(to:)` flips it on a built scene, returns the new value and reports
/// it to the app's tracer (`what-if: tap.cancelsTouchesInView = NO`). A
/// switch lasts until the scene is reset (`reset(in:)`, the demo's R) or
/// rebuilt; the delegate's answers are forced by a proxy in front of the
/// recognizer's own delegate, taken away again on reset.
///
/// The target is a recognizer's or view's `name` (the badge's or tag's
/// text), or its class for an unnamed one; the name may contain spaces and
/// dots: the property is what follows the last dot.
public struct WhatIfSwitch: Hashable, Sendable, CustomStringConvertible {
    /// The name of the recognizer or view: its `name`, or its class for an unnamed one.
    public let target: String
    /// The property to flip.
    public let property: WhatIfProperty

    /// Makes the switch `target.property`.
    public init(target: String, property: WhatIfProperty) {
        self.target = target
        self.property = property
    }

    /// The switch for `property` of an object the demo points at.
    public init(_ target: WhatIfTarget, _ property: WhatIfProperty) {
        self.init(target: target.name, property: property)
    }

    /// `tap.cancelsTouchesInView`: checks the shape and the property (any
    /// letter case), not whether a scene has the target (see `init(_:in:)`).
    public init(_ text: String) throws(WhatIfError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let dot = trimmed.lastIndex(of: "."), dot != trimmed.startIndex,
              trimmed.index(after: dot) != trimmed.endIndex else {
            throw WhatIfError("what-if \"\(text)\": expected TARGET.PROPERTY, e.g. tap.cancelsTouchesInView or viewb.alpha")
        }
        let name = String(trimmed[..<dot]).trimmingCharacters(in: .whitespaces)
        let propertyText = String(trimmed[trimmed.index(after: dot)...]).trimmingCharacters(in: .whitespaces)
        guard let property = WhatIfProperty.allCases.first(where: { $0.rawValue.lowercased() == propertyText.lowercased() }) else {
            throw WhatIfError("what-if \"\(text)\": no property \"\(propertyText)\" (a recognizer's: "
                + WhatIfProperty.recognizerProperties.map(\.rawValue).joined(separator: ", ")
                + "; a view's: " + WhatIfProperty.viewProperties.map(\.rawValue).joined(separator: ", ")
                + "; a scroll view's: " + WhatIfProperty.scrollViewProperties.map(\.rawValue).joined(separator: ", ") + ")")
        }
        self.init(target: name, property: property)
    }

    /// Parses `text` and checks that `content`'s scene has its target.
    public init(_ text: String, in content: SceneContent) throws(WhatIfError) {
        try self.init(text)
        _ = try resolve(in: content)
    }

    /// `tap.cancelsTouchesInView`
    public var description: String { "\(target).\(property.rawValue)" }

    // MARK: Finding the target

    /// The recognizer or view the switch names in `content` (the first, depth
    /// first, if several share the name).
    public func resolve(in content: SceneContent) throws(WhatIfError) -> WhatIfTarget {
        let recognizers = WhatIfTarget.recognizers(in: content)
        let views = WhatIfTarget.views(in: content)
        let recognizer = recognizers.first { WhatIfTarget.name(of: $0) == target }
        let view = views.first {
            WhatIfTarget.name(of: $0) == target && WhatIfTarget.view($0).properties.contains(property)
        } ?? views.first { WhatIfTarget.name(of: $0) == target }
        if property.isRecognizerProperty, let recognizer { return .recognizer(recognizer) }
        if !property.isRecognizerProperty, let view {
            guard WhatIfTarget.view(view).properties.contains(property) else {
                throw WhatIfError("what-if \"\(self)\": \(property.rawValue) is a scroll view's property, and \"\(target)\" is a \(view.className)")
            }
            return .view(view)
        }
        let there = "(recognizers: \(Self.list(recognizers.map(WhatIfTarget.name(of:))))"
            + "; views: \(Self.list(views.filter { $0.name != nil }.map(WhatIfTarget.name(of:)))))"
        let prefix = "what-if \"\(self)\""
        if property.isRecognizerProperty, view != nil {
            throw WhatIfError("\(prefix): \"\(target)\" is a view, and \(property.rawValue) is a recognizer's property "
                + "(a view's: \(WhatIfProperty.viewProperties.map(\.rawValue).joined(separator: ", "))) \(there)")
        }
        if !property.isRecognizerProperty, recognizer != nil {
            throw WhatIfError("\(prefix): \"\(target)\" is a recognizer, and \(property.rawValue) is a view's property "
                + "(a recognizer's: \(WhatIfProperty.recognizerProperties.map(\.rawValue).joined(separator: ", "))) \(there)")
        }
        let kind = property.isRecognizerProperty ? "recognizer" : "view"
        throw WhatIfError("\(prefix): no \(kind) named \"\(target)\" in \(content.sceneName) \(there)")
    }

    private static func list(_ names: [String]) -> String {
        var seen = Set<String>()
        let unique = names.filter { seen.insert($0).inserted }
        return unique.isEmpty ? "none" : unique.joined(separator: ", ")
    }

    // MARK: Reading and flipping

    /// The switch's value in `content` now.
    public func value(in content: SceneContent) throws(WhatIfError) -> WhatIfValue {
        Self.value(of: property, on: try resolve(in: content), in: content)
    }

    /// Flips the switch in `content` (alpha steps to its next value), reports
    /// it to the app's tracer, and returns the new value.
    @discardableResult
    public func apply(to content: SceneContent) throws(WhatIfError) -> WhatIfValue {
        Self.flip(property, of: try resolve(in: content), in: content)
    }

    /// Flips `property` of an object the demo points at; see `apply(to:)`.
    @discardableResult
    public static func flip(_ property: WhatIfProperty, of target: WhatIfTarget, in content: SceneContent) -> WhatIfValue {
        precondition(target.properties.contains(property), "\(property) is not a property of \(target.name)")
        let ledger = WhatIfLedger.of(content)
        let old = value(of: property, on: target, in: content)
        ledger.noteOriginal(old, of: property, on: target)
        let new: WhatIfValue
        switch old {
        case let .bool(b):
            new = .bool(!b)
        case let .alpha(a):
            let steps = WhatIfProperty.alphaSteps
            let i = steps.firstIndex { abs($0 - a) < 0.0005 }
            new = .alpha(i.map { steps[($0 + 1) % steps.count] } ?? 1)
        }
        if case let .recognizer(r) = target, property.isDelegateAnswer, case let .bool(b) = new {
            let proxy = ledger.proxy(for: r)
            if property == .shouldBegin { proxy.forcedShouldBegin = b } else { proxy.forcedSimultaneous = b }
        } else {
            set(property, of: target, to: new)
        }
        let tracer = content.application.tracer
        if tracer.isEnabled { tracer.emit(.whatIf(target: target.name, property: property.rawValue, value: new.description)) }
        return new
    }

    /// `property`'s value on `target` now. The delegate's answers are the
    /// forced one if a switch forced it, else: should-begin YES — the
    /// delegate decides when UIKit asks, as a recognizer is about to begin,
    /// and the switch does not ask it before then (asking is a call the app
    /// sees and may log: Behaviour §7) — and simultaneous recognition YES if
    /// the delegate says yes for any other recognizer of the scene.
    public static func value(of property: WhatIfProperty, on target: WhatIfTarget, in content: SceneContent) -> WhatIfValue {
        switch target {
        case let .recognizer(r):
            let proxy = WhatIfLedger.existing(in: content)?.installedProxy(for: r)
            switch property {
            case .cancelsTouchesInView: return .bool(r.cancelsTouchesInView)
            case .delaysTouchesBegan: return .bool(r.delaysTouchesBegan)
            case .delaysTouchesEnded: return .bool(r.delaysTouchesEnded)
            case .isEnabled: return .bool(r.isEnabled)
            case .shouldBegin:
                return .bool(proxy?.forcedShouldBegin ?? true)
            case .shouldRecognizeSimultaneously:
                if let forced = proxy?.forcedSimultaneous { return .bool(forced) }
                guard let delegate = r.delegate else { return .bool(false) }
                return .bool(WhatIfTarget.recognizers(in: content).contains {
                    $0 !== r && delegate.gestureRecognizer(r, shouldRecognizeSimultaneouslyWith: $0)
                })
            default: preconditionFailure("\(property) is a view's property")
            }
        case let .view(v):
            switch property {
            case .isUserInteractionEnabled: return .bool(v.isUserInteractionEnabled)
            case .isHidden: return .bool(v.isHidden)
            case .alpha: return .alpha(v.alpha)
            case .delaysContentTouches: return .bool((v as? UIScrollView)?.delaysContentTouches ?? false)
            default: preconditionFailure("\(property) is a recognizer's property")
            }
        }
    }

    /// Sets a plain property (not a delegate's answer) with no trace.
    static func set(_ property: WhatIfProperty, of target: WhatIfTarget, to value: WhatIfValue) {
        switch (target, property, value) {
        case let (.recognizer(r), .cancelsTouchesInView, .bool(b)): r.cancelsTouchesInView = b
        case let (.recognizer(r), .delaysTouchesBegan, .bool(b)): r.delaysTouchesBegan = b
        case let (.recognizer(r), .delaysTouchesEnded, .bool(b)): r.delaysTouchesEnded = b
        case let (.recognizer(r), .isEnabled, .bool(b)): r.isEnabled = b
        case let (.view(v), .isUserInteractionEnabled, .bool(b)): v.isUserInteractionEnabled = b
        case let (.view(v), .isHidden, .bool(b)): v.isHidden = b
        case let (.view(v), .alpha, .alpha(a)): v.alpha = a
        case let (.view(v as UIScrollView), .delaysContentTouches, .bool(b)): v.delaysContentTouches = b
        default: preconditionFailure("no setter for \(property) = \(value)")
        }
    }

    // MARK: The scene's switches

    /// What the switches changed in `content`, each with its value now, in
    /// the order first flipped; a switch flipped back to its first value is
    /// left out.
    public static func applied(in content: SceneContent) -> [(switch: WhatIfSwitch, value: WhatIfValue)] {
        guard let ledger = WhatIfLedger.existing(in: content) else { return [] }
        return ledger.changes.compactMap { change in
            let now = value(of: change.property, on: change.target, in: content)
            return now == change.original ? nil : (WhatIfSwitch(change.target, change.property), now)
        }
    }

    /// Puts every switched property of `content` back as the scene built it,
    /// and each recognizer's own delegate back in place.
    public static func reset(in content: SceneContent) {
        WhatIfLedger.existing(in: content)?.reset()
    }
}
