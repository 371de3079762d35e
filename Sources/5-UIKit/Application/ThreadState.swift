import Foundation

/// State that more than one thread can reach. The engine runs one
/// application per run-loop thread (the demo has one; the tests run many
/// side by side), so what UIKit keeps per thread — the current graphics
/// context, Core Animation's open transactions, the animation block being
/// built — lives in a per-thread slot here, and what is truly process-wide
/// (caches keyed by class or name, warnings printed once) sits behind a lock.
///
///     thread A ──▶ PerThread slot A ─┐
///     thread B ──▶ PerThread slot B ─┤   (never shared)
///     both     ──▶ LockedValue ──────┘   (one value, one lock)

/// A pthread-specific slot holding a strong reference to an object.
// @unchecked: the key is made once, in `init`; each thread reads and writes only its own slot.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    /// A `let`, so reading it needs no run-time exclusivity check: `Tracer.current`
    /// reads it several times per touch (PipelineAndBenchmarks, instructions per tap).
    private let key: pthread_key_t
    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        self.key = key
    }
    func get() -> Value? {
        guard let p = pthread_getspecific(key) else { return nil }
        // Only `set` writes the slot, always with a `Value`: no dynamic cast needed.
        return Unmanaged<Value>.fromOpaque(p).takeUnretainedValue()
    }
    func set(_ value: Value?) {
        if let old = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(old).release() }
        pthread_setspecific(key, value.map { Unmanaged.passRetained($0).toOpaque() })
    }
}

/// A value of any type kept per thread: each thread starts from `initial()`
/// and sees only its own changes.
// @unchecked: `initial` is @Sendable and each thread touches only its own slot.
final class PerThread<Value>: @unchecked Sendable {
    private final class Box { var value: Value; init(_ value: Value) { self.value = value } }
    private let slot = ThreadLocal<Box>()
    private let initial: @Sendable () -> Value
    init(_ initial: @escaping @Sendable () -> Value) { self.initial = initial }

    /// This thread's value, changed in place.
    func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        if let box = slot.get() { return try body(&box.value) }
        let box = Box(initial())
        slot.set(box)
        return try body(&box.value)
    }
    var value: Value {
        get { withValue { $0 } }
        set { withValue { $0 = newValue } }
    }
}

/// A value behind a lock: one for the whole process, read and written from any thread.
final class LockedValue<Value>: @unchecked Sendable {   // every access holds `lock`
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
