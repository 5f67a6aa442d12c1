//! Who a client plays as, and who the server says it is: one definition for every
//! client (the terminal, the page, the door, the tests and the load tool).

use connect4_protocol::RatingInfo;

/// Who to play as: the token is none the first time, and kept from the welcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Identity {
    pub name: String,
    pub token: Option<String>,
}

impl Identity {
    pub fn new(name: impl Into<String>, token: Option<String>) -> Identity {
        Identity {
            name: name.into(),
            token,
        }
    }
}

/// The server's welcome: who this client plays as, and the token to keep.
#[derive(Debug, Clone, PartialEq)]
pub struct Welcome {
    pub name: String,
    pub token: String,
    pub ratings: Vec<RatingInfo>,
}
