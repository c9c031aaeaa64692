// Home Assistant's English strings (Sources/App/Resources/en.lproj/Localizable.strings at d722d7811aec,
// Apache-2.0) that the copied views read through SwiftGen's generated `L10n`; only the keys they use.
import Foundation

enum L10n {
    enum Onboarding {
        enum Invitation {
            static let acceptButton = "Accept"
            static let addressTitle = "Home Assistant address"
            static let description = "Home Assistant is open source home automation that puts local control and privacy first."
            static let rejectButton = "Reject"
            static let screenTitle = "You've been invited"
            static let securityWarning = "Only accept this invite if you trust the person who shared it. Connecting to an unknown server could give it access to data you enter or is sent by the app, such as your location and device information."
        }
        enum Welcome {
            enum Logo {
                static let accessibilityLabel = "Home Assistant logo"
            }
        }
    }
    enum Settings {
        enum ServerSwitching {
            enum HowItWorks {
                static let intro = "With multiple homes, the app can figure out which server matters right now and switch to it for you. Walk into your second home and its dashboard is already there."
                static let title = "How it works?"
                enum Location {
                    static let body = "Otherwise, your location is compared with each server's Home zone, and the nearest one is considered closest."
                    static let title = "Then your location"
                }
                enum Privacy {
                    static let body = "Network and location checks happen only on this device, only while the app is in use. Your location is never stored or shared."
                    static let title = "Your privacy"
                }
                enum Switching {
                    static let body = "When you open the app at another server's home, on its Wi-Fi network or inside its Home zone, that server is opened automatically. The server you are viewing always wins when homes overlap. If you switch manually, your choice is respected until you leave or stop using the app for a while."
                    static let title = "Automatic switching"
                }
                enum Wifi {
                    static let body = "If this device is connected to a Wi-Fi network that belongs to one of your servers, that server is considered closest. No location check is needed."
                    static let title = "Home network first"
                }
            }
        }
    }
}
