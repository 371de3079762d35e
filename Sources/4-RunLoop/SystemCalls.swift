import Glibc

/// `ppoll` and `eventfd` are in glibc but not in Swift's Glibc module (their headers need
/// `_GNU_SOURCE` / `sys/eventfd.h`), and this target has no C shim. Looking them up once with
/// `dlsym` and calling them through `@convention(c)` keeps the C calling convention exact.
enum SystemCalls {
    typealias PPoll = @convention(c) (UnsafeMutablePointer<pollfd>?, nfds_t, UnsafePointer<timespec>?, UnsafeRawPointer?) -> Int32
    typealias EventFD = @convention(c) (UInt32, Int32) -> Int32

    static let ppoll: PPoll = lookUp("ppoll", as: PPoll.self)
    static let eventfd: EventFD = lookUp("eventfd", as: EventFD.self)

    private static func lookUp<Function>(_ symbol: String, as type: Function.Type) -> Function {
        // A nil handle is RTLD_DEFAULT: search the libraries already loaded (glibc always is).
        guard let address = dlsym(nil, symbol) else {
            fatalError("RunLoop: glibc has no '\(symbol)' (needs Linux with glibc >= 2.8)")
        }
        return unsafeBitCast(address, to: type)
    }
}
