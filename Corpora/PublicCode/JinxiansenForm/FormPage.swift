// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/Jinxiansen/SwiftUI/blob/d8192c12098f80f8a4bd2387a969f010c38c5773/Example/Example/Page/Container/FormPage.swift
// Licence: MIT, Copyright (c) 2019 晋先森 (Jinxiansen) (full text: LICENSES/Jinxiansen-SwiftUI.txt)

//
//  FormPage.swift
//  Example
//
//  Created by Chasel Li on 12/26/19.
//  Copyright © 2019 晋先森. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct FormPage: View {
    
    @State var firstName: String
    @State var lastName: String
    
    var body: some View {
        VStack {
            Form {
                TextField("First Name", text: $firstName)
                TextField("Last Name", text: $lastName)
            }
        }.navigationBarTitle(Text("Form"))
        
    }
}

struct FormPage_Previews: PreviewProvider {
    static var previews: some View {
        FormPage(firstName: "", lastName: "")
    }
}
