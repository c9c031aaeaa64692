import Foundation

#if !canImport(Darwin)
/// Foundation's record of what a person is doing in an app, absent from Foundation on Linux: the properties
/// apps set for Handoff, search and state restoration. A render belongs to no app, so an activity is never
/// advertised; its values are kept as set.
open class NSUserActivity: NSObject {
    /// The kind of activity (a reverse-DNS string the app declares).
    public let activityType: String
    /// A title a person would see.
    open var title: String?
    /// The activity's state.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to restore the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page showing the same activity.
    open var webpageURL: URL?
    /// An identifier of the content, for choosing the scene that continues the activity.
    open var targetContentIdentifier: String?
    /// Whether the activity may continue on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for search.
    open var isEligibleForSearch = false
    /// Whether the activity is indexed for public search.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity may be suggested by the system.
    open var isEligibleForPrediction = false
    /// Whether the activity's state should be saved before it is sent.
    open var needsSave = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }
    /// Makes the activity the current one (a render has none to advertise).
    open func becomeCurrent() {}
    /// Stops the activity being the current one.
    open func resignCurrent() {}
    /// Ends the activity.
    open func invalidate() {}
}
#endif

extension NSUserActivity {
    /// Why a typed payload could not be read or written, as SwiftUI's `NSUserActivity.TypedPayloadError`.
    public enum TypedPayloadError: Error {
        /// The activity holds no payload of the type asked for.
        case invalidContent
        /// The payload could not be encoded.
        case encodingError
    }

    /// The key under which a typed payload is kept in `userInfo` (as JSON data).
    static let typedPayloadKey = "DarkroomTypedPayload"

    /// The payload `setTypedPayload(_:)` stored, decoded as `type`.
    public func typedPayload<T: Codable>(_ type: T.Type) throws -> T {
        guard let data = userInfo?[Self.typedPayloadKey] as? Data else { throw TypedPayloadError.invalidContent }
        do { return try JSONDecoder().decode(type, from: data) } catch { throw TypedPayloadError.invalidContent }
    }

    /// Stores `payload` in `userInfo`, encoded as JSON.
    public func setTypedPayload<T: Codable>(_ payload: T) throws {
        let data: Data
        do { data = try JSONEncoder().encode(payload) } catch { throw TypedPayloadError.encodingError }
        addUserInfoEntries(from: [Self.typedPayloadKey: data])
    }
}
