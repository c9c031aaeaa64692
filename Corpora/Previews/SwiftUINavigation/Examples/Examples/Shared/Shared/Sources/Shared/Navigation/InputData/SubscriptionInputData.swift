public struct SubscriptionInputData {

    public init() {}

}
