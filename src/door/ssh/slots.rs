//! The door's login slots: the places of connections not yet playing, bounded in all
//! and per address (`limits::network`). When every slot is taken, a newcomer does not
//! wait behind sockets that say nothing: the connection furthest from playing gives
//! its slot up (a silent one, before one whose key exchange is under way, before one
//! signing in), taken from the address holding the most slots, the oldest of them.
//! So a client from a new address always gets in, however many addresses hold the
//! door; only its own address's bound can turn it away.

use super::limits::network;
use std::cmp::Reverse;
use std::collections::{BTreeSet, HashMap};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::oneshot;

/// How far a connection has come; it gives its slot up once it plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// Accepted, and the client has not yet sent what every client sends unprompted:
    /// its identification and its first two packets of the key exchange.
    Silent,
    /// The client has sent its part: the key exchange ends once its user has
    /// accepted the host key (a first visit asks them, and may take a while).
    Exchanging,
    /// The key exchange is done: the sign-in and the shell.
    SigningIn,
}

const STAGES: usize = 3;

/// Why a newcomer was turned away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turned {
    /// Its address holds its bound of slots.
    Address,
    /// Every slot is held, none by a connection that should give way to it.
    Full,
}

/// The slots, shared by the listener and every connection.
pub struct Slots {
    table: Mutex<Table>,
    total: usize,
    per_address: usize,
}

/// An address's place in the order of who gives way: its slots' count, then its
/// oldest connection at the stage (the smallest number is the oldest).
type Rank = (usize, Reverse<u64>, IpAddr);

#[derive(Default)]
struct Table {
    next: u64,
    entries: HashMap<u64, Entry>,
    addresses: HashMap<IpAddr, Held>,
    /// For each stage, the addresses with a connection at it: the last gives way first.
    ranks: [BTreeSet<Rank>; STAGES],
}

struct Entry {
    address: IpAddr,
    stage: Stage,
    /// Told when the connection must give its slot up to a newcomer.
    evict: oneshot::Sender<Stage>,
}

/// What one address holds: its connections, by stage, oldest first.
#[derive(Default)]
struct Held {
    count: usize,
    stages: [BTreeSet<u64>; STAGES],
}

/// A connection's slot, given up when this is dropped.
pub struct Slot {
    view: SlotView,
}

/// A look at a slot, from the connection's stream and its timer, that holds nothing.
#[derive(Clone)]
pub struct SlotView {
    slots: Arc<Slots>,
    id: u64,
}

impl Slots {
    pub fn new(total: usize, per_address: usize) -> Arc<Slots> {
        Arc::new(Slots {
            table: Mutex::new(Table::default()),
            total,
            per_address,
        })
    }

    fn lock(&self) -> MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A slot for a connection from `ip`, what tells it to give the slot up (with the
    /// stage it had come to), and the address of the connection that made room for
    /// it, if one did: that one is out of the count at once.
    pub fn admit(
        self: &Arc<Slots>,
        ip: IpAddr,
    ) -> Result<(Slot, oneshot::Receiver<Stage>, Option<IpAddr>), Turned> {
        let address = network(ip);
        let mut table = self.lock();
        let held = table.addresses.get(&address).map_or(0, |held| held.count);
        if held >= self.per_address {
            return Err(Turned::Address);
        }
        let mut evicted = None;
        if table.entries.len() >= self.total {
            let victim = table.who_gives_way(held).ok_or(Turned::Full)?;
            if let Some(entry) = table.take(victim) {
                let _ = entry.evict.send(entry.stage);
                evicted = Some(entry.address);
            }
        }
        let id = table.next;
        table.next += 1;
        let (evict, told) = oneshot::channel();
        table.entries.insert(
            id,
            Entry {
                address,
                stage: Stage::Silent,
                evict,
            },
        );
        table.change(address, |held| {
            held.count += 1;
            held.stages[Stage::Silent as usize].insert(id);
        });
        let view = SlotView {
            slots: Arc::clone(self),
            id,
        };
        Ok((Slot { view }, told, evicted))
    }

    /// Slots held now, in all.
    #[cfg(test)]
    pub fn held(&self) -> usize {
        self.lock().entries.len()
    }
}

impl Table {
    /// The connection that gives way to a newcomer from an address holding `held`
    /// slots: the furthest from playing, from an address holding more than the
    /// newcomer's, the most, its oldest. None if no address holds more.
    fn who_gives_way(&self, held: usize) -> Option<u64> {
        self.ranks.iter().find_map(|rank| {
            let &(count, Reverse(oldest), _) = rank.last()?;
            (count > held).then_some(oldest)
        })
    }

    /// Takes connection `id` out of the count, if it is still in it.
    fn take(&mut self, id: u64) -> Option<Entry> {
        let entry = self.entries.remove(&id)?;
        self.change(entry.address, |held| {
            held.count -= 1;
            held.stages[entry.stage as usize].remove(&id);
        });
        Some(entry)
    }

    /// Changes what `address` holds, keeping its ranks right.
    fn change(&mut self, address: IpAddr, how: impl FnOnce(&mut Held)) {
        let held = self.addresses.entry(address).or_default();
        for (stage, ids) in held.stages.iter().enumerate() {
            if let Some(&oldest) = ids.first() {
                self.ranks[stage].remove(&(held.count, Reverse(oldest), address));
            }
        }
        how(held);
        for (stage, ids) in held.stages.iter().enumerate() {
            if let Some(&oldest) = ids.first() {
                self.ranks[stage].insert((held.count, Reverse(oldest), address));
            }
        }
        if held.count == 0 {
            self.addresses.remove(&address);
        }
    }
}

impl SlotView {
    /// The connection has come to `stage` (it never goes back).
    pub fn reach(&self, stage: Stage) {
        let mut table = self.slots.lock();
        let Some(entry) = table.entries.get_mut(&self.id) else {
            return;
        };
        let was = entry.stage;
        if stage <= was {
            return;
        }
        entry.stage = stage;
        let (address, id) = (entry.address, self.id);
        table.change(address, |held| {
            held.stages[was as usize].remove(&id);
            held.stages[stage as usize].insert(id);
        });
    }

    /// Where the connection is, or None once it plays, has gone or has given way.
    pub fn stage(&self) -> Option<Stage> {
        self.slots
            .lock()
            .entries
            .get(&self.id)
            .map(|entry| entry.stage)
    }
}

impl Slot {
    pub fn view(&self) -> SlotView {
        self.view.clone()
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        // Its eviction sender goes with it untold: playing or gone is not evicted.
        self.view.slots.lock().take(self.view.id);
    }
}

#[cfg(test)]
#[path = "slots_tests.rs"]
mod tests;
