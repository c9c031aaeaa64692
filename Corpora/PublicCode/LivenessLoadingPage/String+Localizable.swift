// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Utilities/String+Localizable.swift
// Licence: Apache-2.0, Copyright Amazon.com Inc. or its affiliates (full text: LICENSES/aws-amplify-amplify-ui-swift-liveness.txt)

//
// Copyright Amazon.com Inc. or its affiliates.
// All Rights Reserved.
//
// SPDX-License-Identifier: Apache-2.0
//

import Foundation

extension String {
    /// Looks for a localized value using this value as the key.
    /// If no localization is found in the current app's bundle,
    /// it defaults to the one provided by Liveness
    func localized(comment: String = "") -> String {
        let defaultValue = NSLocalizedString(self, bundle: .module, comment: "")
        return NSLocalizedString(
            self,
            bundle: .main,
            value: defaultValue,
            comment: ""
        )
    }

    func localized(using arguments: CVarArg...) -> String {
        return String(format: localized(), arguments)
    }
}
