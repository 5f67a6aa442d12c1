//! The login slots' order of who gives way, and their count.

use super::*;

fn ip(last: u8) -> IpAddr {
    IpAddr::from([127, 0, 1, last])
}

#[test]
fn an_address_gets_no_more_than_its_bound() {
    let slots = Slots::new(100, 2);
    let _a = slots.admit(ip(1)).unwrap();
    let _b = slots.admit(ip(1)).unwrap();
    assert_eq!(slots.admit(ip(1)).err(), Some(Turned::Address));
    assert!(slots.admit(ip(2)).is_ok());
}

#[test]
fn a_new_address_takes_the_oldest_silent_slot_of_the_address_holding_most() {
    let slots = Slots::new(4, 8);
    let (first_of_one, mut told_one, _) = slots.admit(ip(1)).unwrap();
    let (_two_a, mut told_two_a, _) = slots.admit(ip(2)).unwrap();
    let (_two_b, mut told_two_b, _) = slots.admit(ip(2)).unwrap();
    let (_three, _, _) = slots.admit(ip(3)).unwrap();
    // Address 2 holds the most: its oldest gives way.
    let (_new, _, evicted) = slots.admit(ip(9)).unwrap();
    assert_eq!(evicted, Some(ip(2)));
    assert_eq!(told_two_a.try_recv(), Ok(Stage::Silent));
    assert!(told_two_b.try_recv().is_err());
    assert!(told_one.try_recv().is_err());
    assert_eq!(slots.held(), 4);
    drop(first_of_one);
    assert_eq!(slots.held(), 3);
}

#[test]
fn a_connection_that_has_spoken_outlasts_silent_ones() {
    let slots = Slots::new(3, 8);
    let (talker, mut told_talker, _) = slots.admit(ip(1)).unwrap();
    talker.view().reach(Stage::Exchanging);
    let (signing, mut told_signing, _) = slots.admit(ip(1)).unwrap();
    signing.view().reach(Stage::SigningIn);
    let (_silent, mut told_silent, _) = slots.admit(ip(2)).unwrap();
    // The silent one goes first though its address holds fewer; then the one under
    // key exchange; then the one signing in.
    let (newcomer, _, _) = slots.admit(ip(7)).unwrap();
    assert_eq!(told_silent.try_recv(), Ok(Stage::Silent));
    newcomer.view().reach(Stage::SigningIn);
    let (eight, _, _) = slots.admit(ip(8)).unwrap();
    assert_eq!(told_talker.try_recv(), Ok(Stage::Exchanging));
    eight.view().reach(Stage::SigningIn);
    // All three sign in, one slot an address: the oldest gives way.
    let (_nine, _, _) = slots.admit(ip(9)).unwrap();
    assert_eq!(told_signing.try_recv(), Ok(Stage::SigningIn));
    assert_eq!(talker.view().stage(), None, "out of the count once evicted");
    assert_eq!(newcomer.view().stage(), Some(Stage::SigningIn));
}

#[test]
fn a_newcomer_takes_nothing_from_addresses_holding_no_more_than_its_own() {
    let slots = Slots::new(2, 8);
    let _a = slots.admit(ip(1)).unwrap();
    let _b = slots.admit(ip(2)).unwrap();
    // Address 1 holds one, as each other address does: nobody gives way to it.
    assert_eq!(slots.admit(ip(1)).err(), Some(Turned::Full));
    assert!(slots.admit(ip(3)).is_ok(), "a new address gets in");
}

#[test]
fn a_slot_given_up_by_playing_is_not_an_eviction() {
    let slots = Slots::new(2, 8);
    let (slot, mut told, _) = slots.admit(ip(1)).unwrap();
    let view = slot.view();
    drop(slot);
    assert!(matches!(
        told.try_recv(),
        Err(oneshot::error::TryRecvError::Closed)
    ));
    assert_eq!(view.stage(), None);
    view.reach(Stage::SigningIn);
    assert_eq!(slots.held(), 0);
}

#[test]
fn two_hundred_addresses_never_keep_a_new_one_out() {
    let slots = Slots::new(256, 8);
    let mut held = Vec::new();
    for _ in 0..5 {
        for address in 0..200u8 {
            if let Ok(slot) = slots.admit(IpAddr::from([127, 0, 1, address])) {
                held.push(slot);
            }
        }
    }
    assert_eq!(slots.held(), 256);
    let newcomer = slots.admit(IpAddr::from([127, 0, 2, 1]));
    assert!(newcomer.is_ok());
    assert_eq!(slots.held(), 256);
}
